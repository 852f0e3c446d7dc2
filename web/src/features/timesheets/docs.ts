import { graphql } from '../../gql';

// Timesheets (docs/timesheets.md → Screens): the technician's week and day, and the office's review.

export const ShiftFields = graphql(`
  fragment ShiftFields on Shift {
    id
    day
    start
    end
    note
    segments {
      id
      kind
      start
      end
      jobId
      jobTitle
    }
  }
`);

export const LeaveFields = graphql(`
  fragment LeaveFields on TimesheetLeave {
    id
    day
    kind
    minutes
    hours
    note
  }
`);

export const LeaveMinutesFields = graphql(`
  fragment LeaveMinutesFields on TimesheetLeaveMinutes {
    annualMinutes
    personalMinutes
    publicHolidayMinutes
    unpaidMinutes
  }
`);

export const WeekFields = graphql(`
  fragment WeekFields on TimesheetWeek {
    id
    memberId
    memberName
    weekStart
    status
    submittedAt
    approvedAt
    exportedAt
    exportedTo
    ordinaryMinutes
    overtimeMinutes
    overtimeBy
    leaveMinutes {
      ...LeaveMinutesFields
    }
    minutes {
      totalMinutes
      paidMinutes
      travelMinutes
      breakMinutes
      onJobsMinutes
    }
    days {
      day
      ordinaryMinutes
      overtimeMinutes
      minutes {
        totalMinutes
        paidMinutes
        travelMinutes
        breakMinutes
        onJobsMinutes
      }
      leaveMinutes {
        ...LeaveMinutesFields
      }
      shifts {
        ...ShiftFields
      }
      leave {
        ...LeaveFields
      }
    }
  }
`);

export const MyTimesheetQuery = graphql(`
  query MyTimesheet($weekStart: String) {
    timesheetWeek(weekStart: $weekStart) {
      ...WeekFields
    }
    myOpenShift {
      ...ShiftFields
    }
    dashboard {
      todaysJobs {
        id
        title
      }
    }
  }
`);

export const ClockOnMutation = graphql(`
  mutation ClockOn($at: DateTime) {
    clockOn(at: $at) {
      ... on Shift { id }
      ... on AppError { ...AppErrorFields }
    }
  }
`);
export const ClockOffMutation = graphql(`
  mutation ClockOff($at: DateTime) {
    clockOff(at: $at) {
      ... on Shift { id }
      ... on AppError { ...AppErrorFields }
    }
  }
`);
export const StartTravelMutation = graphql(`
  mutation StartTravel($at: DateTime) {
    startTravel(at: $at) {
      ... on Shift { id }
      ... on AppError { ...AppErrorFields }
    }
  }
`);
export const ArriveAtJobMutation = graphql(`
  mutation ArriveAtJob($jobId: ID!, $at: DateTime) {
    arriveAtJob(jobId: $jobId, at: $at) {
      ... on Shift { id }
      ... on AppError { ...AppErrorFields }
    }
  }
`);
export const LeaveJobMutation = graphql(`
  mutation LeaveJob($at: DateTime) {
    leaveJob(at: $at) {
      ... on Shift { id }
      ... on AppError { ...AppErrorFields }
    }
  }
`);
export const StartBreakMutation = graphql(`
  mutation StartBreak($at: DateTime) {
    startBreak(at: $at) {
      ... on Shift { id }
      ... on AppError { ...AppErrorFields }
    }
  }
`);
export const EndBreakMutation = graphql(`
  mutation EndBreak($at: DateTime) {
    endBreak(at: $at) {
      ... on Shift { id }
      ... on AppError { ...AppErrorFields }
    }
  }
`);

export const EnterShiftMutation = graphql(`
  mutation EnterShift($input: EnterShiftInput!) {
    enterShift(input: $input) {
      ... on Shift { id }
      ... on AppError { ...AppErrorFields }
    }
  }
`);

export const SubmitWeekMutation = graphql(`
  mutation SubmitTimesheetWeek($weekStart: String) {
    submitTimesheetWeek(weekStart: $weekStart) {
      ... on TimesheetWeek { id status submittedAt }
      ... on AppError { ...AppErrorFields }
    }
  }
`);

export const TimesheetReviewQuery = graphql(`
  query TimesheetReview($weekStart: String) {
    timesheetReview(weekStart: $weekStart) {
      ...WeekFields
    }
    payrollConnection {
      provider
      organisation
    }
    openShifts {
      id
      memberId
      memberName
      start
      currentKind
      currentJobTitle
      forgotten
      reminderSentAt
    }
  }
`);

export const ApproveWeekMutation = graphql(`
  mutation ApproveTimesheetWeek($id: ID!) {
    approveTimesheetWeek(id: $id) {
      ... on TimesheetWeek { id status approvedAt }
      ... on AppError { ...AppErrorFields }
    }
  }
`);
export const UnlockWeekMutation = graphql(`
  mutation UnlockTimesheetWeek($id: ID!, $reason: String!) {
    unlockTimesheetWeek(id: $id, reason: $reason) {
      ... on TimesheetWeek { id status approvedAt }
      ... on AppError { ...AppErrorFields }
    }
  }
`);
export const ExportWeekMutation = graphql(`
  mutation ExportTimesheetWeek($id: ID!) {
    exportTimesheetWeek(id: $id) {
      ... on PayrollExport { weekId csv filename }
      ... on AppError { ...AppErrorFields }
    }
  }
`);

export const SendWeekToXeroPayrollMutation = graphql(`
  mutation SendTimesheetWeekToXeroPayroll($id: ID!) {
    sendTimesheetWeekToXeroPayroll(id: $id) {
      ... on XeroPayrollExport { weekId timesheetId organisation }
      ... on AppError { ...AppErrorFields }
    }
  }
`);

export const SendWeekToMyobPayrollMutation = graphql(`
  mutation SendTimesheetWeekToMyobPayroll($id: ID!) {
    sendTimesheetWeekToMyobPayroll(id: $id) {
      ... on MyobPayrollExport { weekId employeeId companyFile }
      ... on AppError { ...AppErrorFields }
    }
  }
`);

export const TimesheetChangedSubscription = graphql(`
  subscription TimesheetChanged {
    timesheetChanged {
      kind
      memberId
    }
  }
`);

export const DeleteShiftMutation = graphql(`
  mutation DeleteShift($id: ID!) {
    deleteShift(id: $id) {
      ... on DeleteShiftPayload { id }
      ... on AppError { ...AppErrorFields }
    }
  }
`);

export const UpdateShiftMutation = graphql(`
  mutation UpdateShift($id: ID!, $input: UpdateShiftInput!) {
    updateShift(id: $id, input: $input) {
      ... on Shift { id }
      ... on AppError { ...AppErrorFields }
    }
  }
`);

export const TimesheetSettingsQuery = graphql(`
  query TimesheetSettings {
    timesheetSettings {
      overtimeDailyHours
      overtimeWeeklyHours
      clockOffReminderTime
      payrollOrdinaryRate
      payrollOvertimeRate
      payrollTravelRate
      payrollAnnualLeaveRate
      payrollPersonalLeaveRate
      payrollPublicHolidayRate
      payrollUnpaidLeaveRate
    }
  }
`);

export const UpdateTimesheetSettingsMutation = graphql(`
  mutation UpdateTimesheetSettings($input: UpdateTimesheetSettingsInput!) {
    updateTimesheetSettings(input: $input) {
      ... on TimesheetSettings {
        overtimeDailyHours
        overtimeWeeklyHours
        clockOffReminderTime
        payrollOrdinaryRate
        payrollOvertimeRate
        payrollTravelRate
        payrollAnnualLeaveRate
        payrollPersonalLeaveRate
        payrollPublicHolidayRate
        payrollUnpaidLeaveRate
      }
      ... on AppError { ...AppErrorFields }
    }
  }
`);

export const AddTimesheetLeaveMutation = graphql(`
  mutation AddTimesheetLeave($input: AddTimesheetLeaveInput!) {
    addTimesheetLeave(input: $input) {
      ... on TimesheetLeave { ...LeaveFields }
      ... on AppError { ...AppErrorFields }
    }
  }
`);

export const RemoveTimesheetLeaveMutation = graphql(`
  mutation RemoveTimesheetLeave($id: ID!) {
    removeTimesheetLeave(id: $id) {
      ... on DeleteTimesheetLeavePayload { id }
      ... on AppError { ...AppErrorFields }
    }
  }
`);
