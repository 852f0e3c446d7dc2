import { graphql } from '../../gql';

// The history of a member's week (WeekHistory.tsx): the office's changes to it, in the API's words.

export const TimesheetWeekHistoryQuery = graphql(`
  query TimesheetWeekHistory($weekId: ID!) {
    timesheetWeekHistory(weekId: $weekId) {
      id
      at
      action
      actionLabel
      actorType
      actorName
      detail
    }
  }
`);
