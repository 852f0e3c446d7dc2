/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation RegisterPage($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        user {\n          id\n          org {\n            id\n          }\n        }\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.RegisterPageDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query Viewer {\n    viewer {\n      id\n      name\n      email\n      role\n      color\n      initials\n      avatarUrl\n      avatarSeed\n      avatarVariant\n      isOwner\n      org {\n        id\n        name\n        timeZone\n        subscription {\n          status\n          planId\n          trialEnd\n          currentPeriodEnd\n        }\n      }\n    }\n    viewerCan {\n      manageOrganisation\n      seeBankDetails\n      seeConfirmationTokens\n      deleteCustomers\n      deleteEquipment\n      deleteJobs\n      importCsv\n      managePriceList\n      manageTeam\n      manageAdmins\n      seeAllJobs\n      openOfficePages\n      manageBilling\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  fragment CustomerCard on Customer {\n    id\n    name\n    contactName\n    email\n    phone\n    address\n    notes\n  }\n": typeof types.CustomerCardFragmentDoc,
    "\n  fragment CustomerFormFields on Customer {\n    id\n    name\n    contactName\n    email\n    phone\n    street\n    suburb\n    state\n    postcode\n    address\n    notes\n    updatedAt\n  }\n": typeof types.CustomerFormFieldsFragmentDoc,
    "\n  mutation CreateCustomer($input: CreateCustomerInput!) {\n    createCustomer(input: $input) {\n      __typename\n      ... on Customer {\n        ...CustomerFormFields\n      }\n      ... on AppError {\n        code\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.CreateCustomerDocument,
    "\n  mutation UpdateCustomer($id: ID!, $input: UpdateCustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      __typename\n      ... on Customer {\n        ...CustomerFormFields\n      }\n      ... on AppError {\n        code\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.UpdateCustomerDocument,
    "\n  query CustomerPickerOptions($search: String) {\n    customers(search: $search, first: 50) {\n      edges {\n        node {\n          id\n          name\n          address\n        }\n      }\n    }\n  }\n": typeof types.CustomerPickerOptionsDocument,
    "\n  mutation CustomerPickerCreate($input: CreateCustomerInput!) {\n    createCustomer(input: $input) {\n      __typename\n      ... on Customer {\n        id\n        name\n        address\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.CustomerPickerCreateDocument,
    "\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id) {\n      __typename\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.DeleteCustomerDocument,
    "\n  query CustomersPage($search: String, $after: String) {\n    customers(search: $search, first: 48, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          ...CustomerCard\n        }\n      }\n    }\n  }\n": typeof types.CustomersPageDocument,
    "\n  query CustomerProfile($id: ID!) {\n    customer(id: $id) {\n      ...CustomerFormFields\n      createdAt\n      equipment {\n        id\n        name\n        make\n        model\n        serial\n        serviceIntervalMonths\n      }\n      jobs {\n        ...JobHistoryFields\n      }\n    }\n  }\n": typeof types.CustomerProfileDocument,
    "\n  query Dashboard {\n    dashboard {\n      jobsToday\n      totalJobs\n      todaysJobs {\n        id\n        ...ScheduleJob\n      }\n      upcomingJobs {\n        id\n        ...ScheduleJob\n      }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  mutation DeleteEquipment($id: ID!) {\n    deleteEquipment(id: $id) {\n      __typename\n      ... on DeleteEquipmentPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.DeleteEquipmentDocument,
    "\n  fragment EquipmentCardFields on Equipment {\n    id\n    name\n    make\n    model\n    serial\n    customer {\n      id\n      name\n    }\n  }\n": typeof types.EquipmentCardFieldsFragmentDoc,
    "\n  query EquipmentDetail($id: ID!) {\n    equipment(id: $id) {\n      id\n      name\n      make\n      model\n      serial\n      notes\n      serviceIntervalMonths\n      createdAt\n      updatedAt\n      customer {\n        id\n        name\n        address\n      }\n      ...EquipmentDialogFields\n      jobs {\n        ...JobHistoryFields\n      }\n    }\n  }\n": typeof types.EquipmentDetailDocument,
    "\n  fragment EquipmentDialogFields on Equipment {\n    id\n    name\n    make\n    model\n    serial\n    notes\n    serviceIntervalMonths\n    customer {\n      id\n      name\n      address\n    }\n  }\n": typeof types.EquipmentDialogFieldsFragmentDoc,
    "\n  query EquipmentDialogCustomers($search: String) {\n    customers(search: $search, first: 50) {\n      edges {\n        node {\n          id\n          name\n          address\n        }\n      }\n    }\n  }\n": typeof types.EquipmentDialogCustomersDocument,
    "\n  mutation CreateEquipment($input: CreateEquipmentInput!) {\n    createEquipment(input: $input) {\n      __typename\n      ... on Equipment {\n        ...EquipmentDialogFields\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.CreateEquipmentDocument,
    "\n  mutation UpdateEquipment($id: ID!, $input: UpdateEquipmentInput!) {\n    updateEquipment(id: $id, input: $input) {\n      __typename\n      ... on Equipment {\n        ...EquipmentDialogFields\n        updatedAt\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.UpdateEquipmentDocument,
    "\n  query EquipmentList($search: String, $first: Int, $after: String) {\n    equipmentList(search: $search, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...EquipmentCardFields\n          ...EquipmentDialogFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.EquipmentListDocument,
    "\n  query EquipmentPickerOptions($customerId: ID!) {\n    equipmentList(customerId: $customerId, first: 200) {\n      edges {\n        node {\n          id\n          name\n          make\n          model\n        }\n      }\n    }\n  }\n": typeof types.EquipmentPickerOptionsDocument,
    "\n  mutation EquipmentPickerCreate($input: CreateEquipmentInput!) {\n    createEquipment(input: $input) {\n      __typename\n      ... on Equipment {\n        id\n        name\n        make\n        model\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.EquipmentPickerCreateDocument,
    "\n  query CompletedJobDetail($id: ID!) {\n    completedJob(id: $id) {\n      id\n      ...CompletedJobHeaderFields\n      ...CompletedSummaryFields\n      ...CompletedChargesFields\n      ...CompletedNotesFields\n      ...CompletedPhotosFields\n      ...CompletedHoursFields\n      ...CompletedPartsFields\n      ...CompletedEquipmentFields\n    }\n  }\n": typeof types.CompletedJobDetailDocument,
    "\n  query CompletedJobsPage($after: String) {\n    completedJobs(first: 24, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          title\n          customerName\n          completedAt\n          hasInvoice\n          photoCount\n          totalCents\n        }\n      }\n    }\n  }\n": typeof types.CompletedJobsPageDocument,
    "\n  query EditJob($id: ID!) {\n    job(id: $id) {\n      id\n      title\n      jobType\n      description\n      status\n      scheduledAt\n      customer {\n        id\n        name\n        address\n      }\n      equipment {\n        id\n        name\n        make\n        model\n      }\n      technicians {\n        id\n      }\n      completion {\n        id\n      }\n      photoCount\n      photos {\n        id\n        url\n        originalName\n      }\n    }\n  }\n": typeof types.EditJobDocument,
    "\n  mutation UpdateJob($id: ID!, $input: UpdateJobInput!) {\n    updateJob(id: $id, input: $input) {\n      __typename\n      ... on Job {\n        id\n        title\n        jobType\n        description\n        status\n        scheduledAt\n        customer {\n          id\n          name\n          address\n        }\n        equipment {\n          id\n          name\n        }\n        technicians {\n          id\n          name\n          color\n        }\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.UpdateJobDocument,
    "\n  fragment JobCard on Job {\n    id\n    title\n    status\n    description\n    scheduledAt\n    customer {\n      id\n      name\n    }\n    technicians {\n      id\n      name\n      color\n    }\n    equipment {\n      id\n      name\n    }\n  }\n": typeof types.JobCardFragmentDoc,
    "\n  query JobDetail($id: ID!) {\n    job(id: $id) {\n      id\n      ...JobHeaderFields\n      ...JobOverviewFields\n      ...JobPhotosFields\n      ...JobTechniciansFields\n      ...JobEquipmentFields\n      ...JobDiaryFields\n    }\n  }\n": typeof types.JobDetailDocument,
    "\n  fragment JobHistoryFields on Job {\n    id\n    title\n    status\n    jobType\n    scheduledAt\n    completion {\n      id\n      completedAt\n    }\n  }\n": typeof types.JobHistoryFieldsFragmentDoc,
    "\n  query JobNotes($id: ID!) {\n    job(id: $id) {\n      id\n      title\n      completion {\n        id\n      }\n      ...JobNotesFields\n      ...JobHoursFields\n      ...JobPartsFields\n      ...JobPhotosFields\n      ...JobRunningTotalFields\n    }\n  }\n": typeof types.JobNotesDocument,
    "\n  query JobsPage($view: JobView, $status: JobStatus, $search: String, $after: String) {\n    upcoming: jobs(view: upcoming, status: $status, search: $search, first: 1) {\n      totalCount\n    }\n    overdue: jobs(view: overdue, status: $status, search: $search, first: 1) {\n      totalCount\n    }\n    unscheduled: jobs(view: unscheduled, status: $status, search: $search, first: 1) {\n      totalCount\n    }\n    all: jobs(view: all, status: $status, search: $search, first: 1) {\n      totalCount\n    }\n    jobs(view: $view, status: $status, search: $search, first: 24, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          ...JobCard\n        }\n      }\n    }\n  }\n": typeof types.JobsPageDocument,
    "\n  query NewJobCustomer($id: ID!) {\n    customer(id: $id) {\n      id\n      name\n      address\n    }\n  }\n": typeof types.NewJobCustomerDocument,
    "\n  mutation CreateJob($input: CreateJobInput!) {\n    createJob(input: $input) {\n      __typename\n      ... on Job {\n        id\n        title\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.CreateJobDocument,
    "\n  query JobMembers {\n    members(assignable: true) {\n      id\n      name\n      role\n    }\n  }\n": typeof types.JobMembersDocument,
    "\n  fragment CompletedChargesFields on CompletedJob {\n    id\n    totalCents\n    gstCents\n    totalIncGstCents\n    charges {\n      id\n      description\n      kind\n      quantity\n      unitPriceCents\n      totalCents\n      taxRate\n    }\n  }\n": typeof types.CompletedChargesFieldsFragmentDoc,
    "\n  fragment CompletedEquipmentFields on CompletedJob {\n    id\n    equipment {\n      id\n      equipmentId\n      equipmentName\n    }\n  }\n": typeof types.CompletedEquipmentFieldsFragmentDoc,
    "\n  fragment CompletedHoursFields on CompletedJob {\n    id\n    hours {\n      id\n      hours\n      description\n      user {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CompletedHoursFieldsFragmentDoc,
    "\n  fragment CompletedJobHeaderFields on CompletedJob {\n    id\n    title\n    hasInvoice\n  }\n": typeof types.CompletedJobHeaderFieldsFragmentDoc,
    "\n  mutation DeleteCompletedJob($id: ID!) {\n    deleteCompletedJob(id: $id) {\n      __typename\n      ... on DeleteJobPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.DeleteCompletedJobDocument,
    "\n  fragment CompletedNotesFields on CompletedJob {\n    id\n    jobNotes {\n      id\n      text\n      createdAt\n      author {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CompletedNotesFieldsFragmentDoc,
    "\n  fragment CompletedPartsFields on CompletedJob {\n    id\n    parts {\n      id\n      partName\n      quantity\n    }\n  }\n": typeof types.CompletedPartsFieldsFragmentDoc,
    "\n  fragment CompletedPhotosFields on CompletedJob {\n    id\n    photos {\n      id\n      url\n      originalName\n    }\n  }\n": typeof types.CompletedPhotosFieldsFragmentDoc,
    "\n  fragment CompletedSummaryFields on CompletedJob {\n    id\n    description\n    notes\n    customerName\n    customer {\n      id\n    }\n    scheduledAt\n    completedAt\n    completedBy {\n      id\n      name\n    }\n    originalJobId\n    followUps {\n      id\n      title\n      scheduledAt\n      technicians {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CompletedSummaryFieldsFragmentDoc,
    "\n  fragment JobDiaryFields on Job {\n    id\n    notes {\n      id\n    }\n    hours {\n      id\n    }\n    parts {\n      id\n    }\n    ...JobNotesFields\n    ...JobHoursFields\n    ...JobPartsFields\n    ...JobRunningTotalFields\n  }\n": typeof types.JobDiaryFieldsFragmentDoc,
    "\n  fragment JobEquipmentFields on Job {\n    id\n    equipment {\n      id\n      name\n      make\n      model\n      serial\n      serviceIntervalMonths\n    }\n  }\n": typeof types.JobEquipmentFieldsFragmentDoc,
    "\n  fragment JobHeaderFields on Job {\n    id\n    title\n    jobType\n    status\n    canConfirm\n    customer {\n      id\n      address\n    }\n    completion {\n      id\n    }\n    runningCharges {\n      unpricedParts {\n        id\n        partName\n        quantity\n      }\n    }\n  }\n": typeof types.JobHeaderFieldsFragmentDoc,
    "\n  mutation ConfirmJob($id: ID!) {\n    confirmJob(id: $id) {\n      __typename\n      ... on Job {\n        id\n        status\n        canConfirm\n        confirmedAt\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.ConfirmJobDocument,
    "\n  mutation CompleteJob($id: ID!) {\n    completeJob(id: $id) {\n      __typename\n      ... on CompletedJob {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.CompleteJobDocument,
    "\n  mutation DeleteJob($id: ID!) {\n    deleteJob(id: $id) {\n      __typename\n      ... on DeleteJobPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.DeleteJobDocument,
    "\n  fragment JobOverviewFields on Job {\n    id\n    description\n    scheduledAt\n    confirmedAt\n    customer {\n      id\n      name\n      address\n      phone\n      contactName\n    }\n  }\n": typeof types.JobOverviewFieldsFragmentDoc,
    "\n  fragment JobPhotosFields on Job {\n    id\n    photoCount\n    photos {\n      id\n      url\n      originalName\n    }\n  }\n": typeof types.JobPhotosFieldsFragmentDoc,
    "\n  fragment JobTechniciansFields on Job {\n    id\n    technicians {\n      id\n      name\n      role\n      color\n      ...MemberAvatarFields\n    }\n  }\n": typeof types.JobTechniciansFieldsFragmentDoc,
    "\n  fragment JobHoursFields on Job {\n    id\n    completion {\n      id\n    }\n    hours {\n      id\n      hours\n      description\n      createdAt\n      user {\n        id\n        name\n      }\n    }\n  }\n": typeof types.JobHoursFieldsFragmentDoc,
    "\n  mutation AddJobHours($jobId: ID!, $hours: Float!, $description: String) {\n    addJobHours(jobId: $jobId, hours: $hours, description: $description) {\n      __typename\n      ... on JobHours {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.AddJobHoursDocument,
    "\n  mutation UpdateJobHours($jobId: ID!, $id: ID!, $hours: Float!, $description: String) {\n    updateJobHours(jobId: $jobId, id: $id, hours: $hours, description: $description) {\n      __typename\n      ... on JobHours {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.UpdateJobHoursDocument,
    "\n  mutation DeleteJobHours($jobId: ID!, $id: ID!) {\n    deleteJobHours(jobId: $jobId, id: $id) {\n      __typename\n      ... on DeleteJobEntryPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.DeleteJobHoursDocument,
    "\n  fragment JobNotesFields on Job {\n    id\n    completion {\n      id\n    }\n    notes {\n      id\n      text\n      createdAt\n      author {\n        id\n        name\n      }\n    }\n  }\n": typeof types.JobNotesFieldsFragmentDoc,
    "\n  mutation AddJobNote($jobId: ID!, $text: String!) {\n    addJobNote(jobId: $jobId, text: $text) {\n      __typename\n      ... on JobNote {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.AddJobNoteDocument,
    "\n  mutation UpdateJobNote($jobId: ID!, $id: ID!, $text: String!) {\n    updateJobNote(jobId: $jobId, id: $id, text: $text) {\n      __typename\n      ... on JobNote {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.UpdateJobNoteDocument,
    "\n  mutation DeleteJobNote($jobId: ID!, $id: ID!) {\n    deleteJobNote(jobId: $jobId, id: $id) {\n      __typename\n      ... on DeleteJobEntryPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.DeleteJobNoteDocument,
    "\n  fragment JobPartsFields on Job {\n    id\n    completion {\n      id\n    }\n    parts {\n      id\n      partName\n      quantity\n      createdAt\n      price {\n        unitPriceCents\n        totalCents\n      }\n    }\n  }\n": typeof types.JobPartsFieldsFragmentDoc,
    "\n  mutation AddJobPart($jobId: ID!, $partName: String!, $quantity: Int) {\n    addJobPart(jobId: $jobId, partName: $partName, quantity: $quantity) {\n      __typename\n      ... on JobPart {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.AddJobPartDocument,
    "\n  mutation UpdateJobPart($jobId: ID!, $id: ID!, $partName: String!, $quantity: Int) {\n    updateJobPart(jobId: $jobId, id: $id, partName: $partName, quantity: $quantity) {\n      __typename\n      ... on JobPart {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.UpdateJobPartDocument,
    "\n  mutation DeleteJobPart($jobId: ID!, $id: ID!) {\n    deleteJobPart(jobId: $jobId, id: $id) {\n      __typename\n      ... on DeleteJobEntryPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.DeleteJobPartDocument,
    "\n  mutation RemoveJobPhoto($jobId: ID!, $photoId: ID!) {\n    deleteJobPhoto(jobId: $jobId, photoId: $photoId) {\n      __typename\n      ... on Job {\n        id\n        photoCount\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.RemoveJobPhotoDocument,
    "\n  fragment JobRunningTotalFields on Job {\n    id\n    runningCharges {\n      subtotalCents\n      gstCents\n      totalCents\n      lines {\n        kind\n        totalCents\n      }\n      unpricedParts {\n        id\n        partName\n      }\n    }\n  }\n": typeof types.JobRunningTotalFieldsFragmentDoc,
    "\n  mutation UploadJobPhotos($jobId: ID!, $files: [File!]!) {\n    uploadJobPhotos(jobId: $jobId, files: $files) {\n      __typename\n      ... on Job {\n        id\n        photoCount\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.UploadJobPhotosDocument,
    "\n  query AcceptInvitePage($token: String!) {\n    invite(token: $token) {\n      name\n      email\n      orgName\n    }\n  }\n": typeof types.AcceptInvitePageDocument,
    "\n  mutation AcceptInvite($input: AcceptInviteInput!) {\n    acceptInvite(input: $input) {\n      __typename\n      ... on User {\n        id\n        org {\n          id\n        }\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.AcceptInviteDocument,
    "\n  mutation AddMember($input: AddMemberInput!) {\n    addMember(input: $input) {\n      __typename\n      ... on MemberInvitePayload {\n        inviteUrl\n        member {\n          id\n          ...MemberRowFields\n        }\n      }\n      ... on AppError {\n        code\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.AddMemberDocument,
    "\n  mutation UpdateMember($id: ID!, $input: UpdateMemberInput!) {\n    updateMember(id: $id, input: $input) {\n      __typename\n      ... on User {\n        id\n        ...MemberRowFields\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.UpdateMemberDocument,
    "\n  fragment MemberAvatarFields on User {\n    name\n    avatarUrl\n    avatarSeed\n    avatarVariant\n  }\n": typeof types.MemberAvatarFieldsFragmentDoc,
    "\n  fragment MemberRowFields on User {\n    id\n    name\n    email\n    role\n    color\n    ...MemberAvatarFields\n    invitePending\n    viewerCanManage\n  }\n": typeof types.MemberRowFieldsFragmentDoc,
    "\n  query MembersPage {\n    members {\n      id\n      ...MemberRowFields\n    }\n  }\n": typeof types.MembersPageDocument,
    "\n  mutation ResendInvite($id: ID!) {\n    resendInvite(id: $id) {\n      __typename\n      ... on MemberInvitePayload {\n        inviteUrl\n        member {\n          id\n          name\n        }\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.ResendInviteDocument,
    "\n  mutation RemoveMember($id: ID!) {\n    removeMember(id: $id) {\n      __typename\n      ... on RemoveMemberPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.RemoveMemberDocument,
    "\n  fragment PriceListItemFields on ItemPreset {\n    id\n    name\n    description\n    unitAmountCents\n    taxRate\n  }\n": typeof types.PriceListItemFieldsFragmentDoc,
    "\n  mutation CreatePriceListItem($input: CreateItemPresetInput!) {\n    createItemPreset(input: $input) {\n      __typename\n      ... on ItemPreset {\n        ...PriceListItemFields\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.CreatePriceListItemDocument,
    "\n  mutation UpdatePriceListItem($id: ID!, $input: CreateItemPresetInput!) {\n    updateItemPreset(id: $id, input: $input) {\n      __typename\n      ... on ItemPreset {\n        ...PriceListItemFields\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.UpdatePriceListItemDocument,
    "\n  query PriceListPage($search: String, $after: String) {\n    itemPresets(search: $search, first: 100, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          ...PriceListItemFields\n        }\n      }\n    }\n  }\n": typeof types.PriceListPageDocument,
    "\n  mutation DeletePriceListItem($id: ID!) {\n    deleteItemPreset(id: $id) {\n      __typename\n      ... on DeleteItemPresetPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.DeletePriceListItemDocument,
    "\n  query PriceListPickerOptions($search: String) {\n    itemPresets(search: $search, first: 20) {\n      edges {\n        node {\n          id\n          name\n          unitAmountCents\n          taxRate\n        }\n      }\n    }\n  }\n": typeof types.PriceListPickerOptionsDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on User {\n        id\n        name\n        initials\n        avatarUrl\n        avatarSeed\n        avatarVariant\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query ScheduleMembers {\n    members(assignable: true) {\n      id\n      name\n    }\n  }\n": typeof types.ScheduleMembersDocument,
    "\n  fragment ScheduleJob on Job {\n    id\n    title\n    status\n    scheduledAt\n    customer {\n      id\n      name\n      suburb\n    }\n    technicians {\n      id\n      name\n      color\n    }\n  }\n": typeof types.ScheduleJobFragmentDoc,
    "\n  mutation RescheduleJob($id: ID!, $scheduledAt: String!) {\n    rescheduleJob(id: $id, scheduledAt: $scheduledAt) {\n      __typename\n      ... on Job {\n        id\n        scheduledAt\n        status\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.RescheduleJobDocument,
    "\n  fragment JobTime on Job {\n    id\n    scheduledAt\n  }\n": typeof types.JobTimeFragmentDoc,
    "\n  subscription ScheduleChanged {\n    scheduleChanged {\n      kind\n      jobId\n      job {\n        id\n        ...JobCard\n        ...ScheduleJob\n      }\n    }\n  }\n": typeof types.ScheduleChangedDocument,
    "\n  query ScheduleRange($start: DateTime!, $end: DateTime!, $technicianId: ID) {\n    jobsInRange(start: $start, end: $end, technicianId: $technicianId) {\n      id\n      ...ScheduleJob\n    }\n  }\n": typeof types.ScheduleRangeDocument,
    "\n  fragment BusinessDetails on Organization {\n    id\n    name\n    street\n    suburb\n    state\n    postcode\n    phone\n    email\n    abn\n    accountName\n    bsb\n    accountNumber\n    invoiceTerms\n    quoteTerms\n  }\n": typeof types.BusinessDetailsFragmentDoc,
    "\n  query BusinessDetails {\n    viewer {\n      id\n      org {\n        ...BusinessDetails\n      }\n    }\n  }\n": typeof types.BusinessDetailsDocument,
    "\n  mutation UpdateBusiness($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      __typename\n      ... on Organization {\n        ...BusinessDetails\n      }\n      ... on AppError {\n        code\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.UpdateBusinessDocument,
    "\n  mutation SupportLogin($email: String!, $password: String!) {\n    supportLogin(email: $email, password: $password) {\n      __typename\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.SupportLoginDocument,
    "\n  mutation SupportLogout {\n    supportLogout\n  }\n": typeof types.SupportLogoutDocument,
    "\n  query SupportViewer {\n    supportViewer {\n      id\n      name\n      email\n      role\n      initials\n      avatarUrl\n    }\n  }\n": typeof types.SupportViewerDocument,
};
const documents: Documents = {
    "\n  mutation RegisterPage($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        user {\n          id\n          org {\n            id\n          }\n        }\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.RegisterPageDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query Viewer {\n    viewer {\n      id\n      name\n      email\n      role\n      color\n      initials\n      avatarUrl\n      avatarSeed\n      avatarVariant\n      isOwner\n      org {\n        id\n        name\n        timeZone\n        subscription {\n          status\n          planId\n          trialEnd\n          currentPeriodEnd\n        }\n      }\n    }\n    viewerCan {\n      manageOrganisation\n      seeBankDetails\n      seeConfirmationTokens\n      deleteCustomers\n      deleteEquipment\n      deleteJobs\n      importCsv\n      managePriceList\n      manageTeam\n      manageAdmins\n      seeAllJobs\n      openOfficePages\n      manageBilling\n    }\n  }\n": types.ViewerDocument,
    "\n  fragment CustomerCard on Customer {\n    id\n    name\n    contactName\n    email\n    phone\n    address\n    notes\n  }\n": types.CustomerCardFragmentDoc,
    "\n  fragment CustomerFormFields on Customer {\n    id\n    name\n    contactName\n    email\n    phone\n    street\n    suburb\n    state\n    postcode\n    address\n    notes\n    updatedAt\n  }\n": types.CustomerFormFieldsFragmentDoc,
    "\n  mutation CreateCustomer($input: CreateCustomerInput!) {\n    createCustomer(input: $input) {\n      __typename\n      ... on Customer {\n        ...CustomerFormFields\n      }\n      ... on AppError {\n        code\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.CreateCustomerDocument,
    "\n  mutation UpdateCustomer($id: ID!, $input: UpdateCustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      __typename\n      ... on Customer {\n        ...CustomerFormFields\n      }\n      ... on AppError {\n        code\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.UpdateCustomerDocument,
    "\n  query CustomerPickerOptions($search: String) {\n    customers(search: $search, first: 50) {\n      edges {\n        node {\n          id\n          name\n          address\n        }\n      }\n    }\n  }\n": types.CustomerPickerOptionsDocument,
    "\n  mutation CustomerPickerCreate($input: CreateCustomerInput!) {\n    createCustomer(input: $input) {\n      __typename\n      ... on Customer {\n        id\n        name\n        address\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.CustomerPickerCreateDocument,
    "\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id) {\n      __typename\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.DeleteCustomerDocument,
    "\n  query CustomersPage($search: String, $after: String) {\n    customers(search: $search, first: 48, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          ...CustomerCard\n        }\n      }\n    }\n  }\n": types.CustomersPageDocument,
    "\n  query CustomerProfile($id: ID!) {\n    customer(id: $id) {\n      ...CustomerFormFields\n      createdAt\n      equipment {\n        id\n        name\n        make\n        model\n        serial\n        serviceIntervalMonths\n      }\n      jobs {\n        ...JobHistoryFields\n      }\n    }\n  }\n": types.CustomerProfileDocument,
    "\n  query Dashboard {\n    dashboard {\n      jobsToday\n      totalJobs\n      todaysJobs {\n        id\n        ...ScheduleJob\n      }\n      upcomingJobs {\n        id\n        ...ScheduleJob\n      }\n    }\n  }\n": types.DashboardDocument,
    "\n  mutation DeleteEquipment($id: ID!) {\n    deleteEquipment(id: $id) {\n      __typename\n      ... on DeleteEquipmentPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.DeleteEquipmentDocument,
    "\n  fragment EquipmentCardFields on Equipment {\n    id\n    name\n    make\n    model\n    serial\n    customer {\n      id\n      name\n    }\n  }\n": types.EquipmentCardFieldsFragmentDoc,
    "\n  query EquipmentDetail($id: ID!) {\n    equipment(id: $id) {\n      id\n      name\n      make\n      model\n      serial\n      notes\n      serviceIntervalMonths\n      createdAt\n      updatedAt\n      customer {\n        id\n        name\n        address\n      }\n      ...EquipmentDialogFields\n      jobs {\n        ...JobHistoryFields\n      }\n    }\n  }\n": types.EquipmentDetailDocument,
    "\n  fragment EquipmentDialogFields on Equipment {\n    id\n    name\n    make\n    model\n    serial\n    notes\n    serviceIntervalMonths\n    customer {\n      id\n      name\n      address\n    }\n  }\n": types.EquipmentDialogFieldsFragmentDoc,
    "\n  query EquipmentDialogCustomers($search: String) {\n    customers(search: $search, first: 50) {\n      edges {\n        node {\n          id\n          name\n          address\n        }\n      }\n    }\n  }\n": types.EquipmentDialogCustomersDocument,
    "\n  mutation CreateEquipment($input: CreateEquipmentInput!) {\n    createEquipment(input: $input) {\n      __typename\n      ... on Equipment {\n        ...EquipmentDialogFields\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.CreateEquipmentDocument,
    "\n  mutation UpdateEquipment($id: ID!, $input: UpdateEquipmentInput!) {\n    updateEquipment(id: $id, input: $input) {\n      __typename\n      ... on Equipment {\n        ...EquipmentDialogFields\n        updatedAt\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.UpdateEquipmentDocument,
    "\n  query EquipmentList($search: String, $first: Int, $after: String) {\n    equipmentList(search: $search, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...EquipmentCardFields\n          ...EquipmentDialogFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.EquipmentListDocument,
    "\n  query EquipmentPickerOptions($customerId: ID!) {\n    equipmentList(customerId: $customerId, first: 200) {\n      edges {\n        node {\n          id\n          name\n          make\n          model\n        }\n      }\n    }\n  }\n": types.EquipmentPickerOptionsDocument,
    "\n  mutation EquipmentPickerCreate($input: CreateEquipmentInput!) {\n    createEquipment(input: $input) {\n      __typename\n      ... on Equipment {\n        id\n        name\n        make\n        model\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.EquipmentPickerCreateDocument,
    "\n  query CompletedJobDetail($id: ID!) {\n    completedJob(id: $id) {\n      id\n      ...CompletedJobHeaderFields\n      ...CompletedSummaryFields\n      ...CompletedChargesFields\n      ...CompletedNotesFields\n      ...CompletedPhotosFields\n      ...CompletedHoursFields\n      ...CompletedPartsFields\n      ...CompletedEquipmentFields\n    }\n  }\n": types.CompletedJobDetailDocument,
    "\n  query CompletedJobsPage($after: String) {\n    completedJobs(first: 24, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          title\n          customerName\n          completedAt\n          hasInvoice\n          photoCount\n          totalCents\n        }\n      }\n    }\n  }\n": types.CompletedJobsPageDocument,
    "\n  query EditJob($id: ID!) {\n    job(id: $id) {\n      id\n      title\n      jobType\n      description\n      status\n      scheduledAt\n      customer {\n        id\n        name\n        address\n      }\n      equipment {\n        id\n        name\n        make\n        model\n      }\n      technicians {\n        id\n      }\n      completion {\n        id\n      }\n      photoCount\n      photos {\n        id\n        url\n        originalName\n      }\n    }\n  }\n": types.EditJobDocument,
    "\n  mutation UpdateJob($id: ID!, $input: UpdateJobInput!) {\n    updateJob(id: $id, input: $input) {\n      __typename\n      ... on Job {\n        id\n        title\n        jobType\n        description\n        status\n        scheduledAt\n        customer {\n          id\n          name\n          address\n        }\n        equipment {\n          id\n          name\n        }\n        technicians {\n          id\n          name\n          color\n        }\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.UpdateJobDocument,
    "\n  fragment JobCard on Job {\n    id\n    title\n    status\n    description\n    scheduledAt\n    customer {\n      id\n      name\n    }\n    technicians {\n      id\n      name\n      color\n    }\n    equipment {\n      id\n      name\n    }\n  }\n": types.JobCardFragmentDoc,
    "\n  query JobDetail($id: ID!) {\n    job(id: $id) {\n      id\n      ...JobHeaderFields\n      ...JobOverviewFields\n      ...JobPhotosFields\n      ...JobTechniciansFields\n      ...JobEquipmentFields\n      ...JobDiaryFields\n    }\n  }\n": types.JobDetailDocument,
    "\n  fragment JobHistoryFields on Job {\n    id\n    title\n    status\n    jobType\n    scheduledAt\n    completion {\n      id\n      completedAt\n    }\n  }\n": types.JobHistoryFieldsFragmentDoc,
    "\n  query JobNotes($id: ID!) {\n    job(id: $id) {\n      id\n      title\n      completion {\n        id\n      }\n      ...JobNotesFields\n      ...JobHoursFields\n      ...JobPartsFields\n      ...JobPhotosFields\n      ...JobRunningTotalFields\n    }\n  }\n": types.JobNotesDocument,
    "\n  query JobsPage($view: JobView, $status: JobStatus, $search: String, $after: String) {\n    upcoming: jobs(view: upcoming, status: $status, search: $search, first: 1) {\n      totalCount\n    }\n    overdue: jobs(view: overdue, status: $status, search: $search, first: 1) {\n      totalCount\n    }\n    unscheduled: jobs(view: unscheduled, status: $status, search: $search, first: 1) {\n      totalCount\n    }\n    all: jobs(view: all, status: $status, search: $search, first: 1) {\n      totalCount\n    }\n    jobs(view: $view, status: $status, search: $search, first: 24, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          ...JobCard\n        }\n      }\n    }\n  }\n": types.JobsPageDocument,
    "\n  query NewJobCustomer($id: ID!) {\n    customer(id: $id) {\n      id\n      name\n      address\n    }\n  }\n": types.NewJobCustomerDocument,
    "\n  mutation CreateJob($input: CreateJobInput!) {\n    createJob(input: $input) {\n      __typename\n      ... on Job {\n        id\n        title\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.CreateJobDocument,
    "\n  query JobMembers {\n    members(assignable: true) {\n      id\n      name\n      role\n    }\n  }\n": types.JobMembersDocument,
    "\n  fragment CompletedChargesFields on CompletedJob {\n    id\n    totalCents\n    gstCents\n    totalIncGstCents\n    charges {\n      id\n      description\n      kind\n      quantity\n      unitPriceCents\n      totalCents\n      taxRate\n    }\n  }\n": types.CompletedChargesFieldsFragmentDoc,
    "\n  fragment CompletedEquipmentFields on CompletedJob {\n    id\n    equipment {\n      id\n      equipmentId\n      equipmentName\n    }\n  }\n": types.CompletedEquipmentFieldsFragmentDoc,
    "\n  fragment CompletedHoursFields on CompletedJob {\n    id\n    hours {\n      id\n      hours\n      description\n      user {\n        id\n        name\n      }\n    }\n  }\n": types.CompletedHoursFieldsFragmentDoc,
    "\n  fragment CompletedJobHeaderFields on CompletedJob {\n    id\n    title\n    hasInvoice\n  }\n": types.CompletedJobHeaderFieldsFragmentDoc,
    "\n  mutation DeleteCompletedJob($id: ID!) {\n    deleteCompletedJob(id: $id) {\n      __typename\n      ... on DeleteJobPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.DeleteCompletedJobDocument,
    "\n  fragment CompletedNotesFields on CompletedJob {\n    id\n    jobNotes {\n      id\n      text\n      createdAt\n      author {\n        id\n        name\n      }\n    }\n  }\n": types.CompletedNotesFieldsFragmentDoc,
    "\n  fragment CompletedPartsFields on CompletedJob {\n    id\n    parts {\n      id\n      partName\n      quantity\n    }\n  }\n": types.CompletedPartsFieldsFragmentDoc,
    "\n  fragment CompletedPhotosFields on CompletedJob {\n    id\n    photos {\n      id\n      url\n      originalName\n    }\n  }\n": types.CompletedPhotosFieldsFragmentDoc,
    "\n  fragment CompletedSummaryFields on CompletedJob {\n    id\n    description\n    notes\n    customerName\n    customer {\n      id\n    }\n    scheduledAt\n    completedAt\n    completedBy {\n      id\n      name\n    }\n    originalJobId\n    followUps {\n      id\n      title\n      scheduledAt\n      technicians {\n        id\n        name\n      }\n    }\n  }\n": types.CompletedSummaryFieldsFragmentDoc,
    "\n  fragment JobDiaryFields on Job {\n    id\n    notes {\n      id\n    }\n    hours {\n      id\n    }\n    parts {\n      id\n    }\n    ...JobNotesFields\n    ...JobHoursFields\n    ...JobPartsFields\n    ...JobRunningTotalFields\n  }\n": types.JobDiaryFieldsFragmentDoc,
    "\n  fragment JobEquipmentFields on Job {\n    id\n    equipment {\n      id\n      name\n      make\n      model\n      serial\n      serviceIntervalMonths\n    }\n  }\n": types.JobEquipmentFieldsFragmentDoc,
    "\n  fragment JobHeaderFields on Job {\n    id\n    title\n    jobType\n    status\n    canConfirm\n    customer {\n      id\n      address\n    }\n    completion {\n      id\n    }\n    runningCharges {\n      unpricedParts {\n        id\n        partName\n        quantity\n      }\n    }\n  }\n": types.JobHeaderFieldsFragmentDoc,
    "\n  mutation ConfirmJob($id: ID!) {\n    confirmJob(id: $id) {\n      __typename\n      ... on Job {\n        id\n        status\n        canConfirm\n        confirmedAt\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.ConfirmJobDocument,
    "\n  mutation CompleteJob($id: ID!) {\n    completeJob(id: $id) {\n      __typename\n      ... on CompletedJob {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.CompleteJobDocument,
    "\n  mutation DeleteJob($id: ID!) {\n    deleteJob(id: $id) {\n      __typename\n      ... on DeleteJobPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.DeleteJobDocument,
    "\n  fragment JobOverviewFields on Job {\n    id\n    description\n    scheduledAt\n    confirmedAt\n    customer {\n      id\n      name\n      address\n      phone\n      contactName\n    }\n  }\n": types.JobOverviewFieldsFragmentDoc,
    "\n  fragment JobPhotosFields on Job {\n    id\n    photoCount\n    photos {\n      id\n      url\n      originalName\n    }\n  }\n": types.JobPhotosFieldsFragmentDoc,
    "\n  fragment JobTechniciansFields on Job {\n    id\n    technicians {\n      id\n      name\n      role\n      color\n      ...MemberAvatarFields\n    }\n  }\n": types.JobTechniciansFieldsFragmentDoc,
    "\n  fragment JobHoursFields on Job {\n    id\n    completion {\n      id\n    }\n    hours {\n      id\n      hours\n      description\n      createdAt\n      user {\n        id\n        name\n      }\n    }\n  }\n": types.JobHoursFieldsFragmentDoc,
    "\n  mutation AddJobHours($jobId: ID!, $hours: Float!, $description: String) {\n    addJobHours(jobId: $jobId, hours: $hours, description: $description) {\n      __typename\n      ... on JobHours {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.AddJobHoursDocument,
    "\n  mutation UpdateJobHours($jobId: ID!, $id: ID!, $hours: Float!, $description: String) {\n    updateJobHours(jobId: $jobId, id: $id, hours: $hours, description: $description) {\n      __typename\n      ... on JobHours {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.UpdateJobHoursDocument,
    "\n  mutation DeleteJobHours($jobId: ID!, $id: ID!) {\n    deleteJobHours(jobId: $jobId, id: $id) {\n      __typename\n      ... on DeleteJobEntryPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.DeleteJobHoursDocument,
    "\n  fragment JobNotesFields on Job {\n    id\n    completion {\n      id\n    }\n    notes {\n      id\n      text\n      createdAt\n      author {\n        id\n        name\n      }\n    }\n  }\n": types.JobNotesFieldsFragmentDoc,
    "\n  mutation AddJobNote($jobId: ID!, $text: String!) {\n    addJobNote(jobId: $jobId, text: $text) {\n      __typename\n      ... on JobNote {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.AddJobNoteDocument,
    "\n  mutation UpdateJobNote($jobId: ID!, $id: ID!, $text: String!) {\n    updateJobNote(jobId: $jobId, id: $id, text: $text) {\n      __typename\n      ... on JobNote {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.UpdateJobNoteDocument,
    "\n  mutation DeleteJobNote($jobId: ID!, $id: ID!) {\n    deleteJobNote(jobId: $jobId, id: $id) {\n      __typename\n      ... on DeleteJobEntryPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.DeleteJobNoteDocument,
    "\n  fragment JobPartsFields on Job {\n    id\n    completion {\n      id\n    }\n    parts {\n      id\n      partName\n      quantity\n      createdAt\n      price {\n        unitPriceCents\n        totalCents\n      }\n    }\n  }\n": types.JobPartsFieldsFragmentDoc,
    "\n  mutation AddJobPart($jobId: ID!, $partName: String!, $quantity: Int) {\n    addJobPart(jobId: $jobId, partName: $partName, quantity: $quantity) {\n      __typename\n      ... on JobPart {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.AddJobPartDocument,
    "\n  mutation UpdateJobPart($jobId: ID!, $id: ID!, $partName: String!, $quantity: Int) {\n    updateJobPart(jobId: $jobId, id: $id, partName: $partName, quantity: $quantity) {\n      __typename\n      ... on JobPart {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.UpdateJobPartDocument,
    "\n  mutation DeleteJobPart($jobId: ID!, $id: ID!) {\n    deleteJobPart(jobId: $jobId, id: $id) {\n      __typename\n      ... on DeleteJobEntryPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.DeleteJobPartDocument,
    "\n  mutation RemoveJobPhoto($jobId: ID!, $photoId: ID!) {\n    deleteJobPhoto(jobId: $jobId, photoId: $photoId) {\n      __typename\n      ... on Job {\n        id\n        photoCount\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.RemoveJobPhotoDocument,
    "\n  fragment JobRunningTotalFields on Job {\n    id\n    runningCharges {\n      subtotalCents\n      gstCents\n      totalCents\n      lines {\n        kind\n        totalCents\n      }\n      unpricedParts {\n        id\n        partName\n      }\n    }\n  }\n": types.JobRunningTotalFieldsFragmentDoc,
    "\n  mutation UploadJobPhotos($jobId: ID!, $files: [File!]!) {\n    uploadJobPhotos(jobId: $jobId, files: $files) {\n      __typename\n      ... on Job {\n        id\n        photoCount\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.UploadJobPhotosDocument,
    "\n  query AcceptInvitePage($token: String!) {\n    invite(token: $token) {\n      name\n      email\n      orgName\n    }\n  }\n": types.AcceptInvitePageDocument,
    "\n  mutation AcceptInvite($input: AcceptInviteInput!) {\n    acceptInvite(input: $input) {\n      __typename\n      ... on User {\n        id\n        org {\n          id\n        }\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.AcceptInviteDocument,
    "\n  mutation AddMember($input: AddMemberInput!) {\n    addMember(input: $input) {\n      __typename\n      ... on MemberInvitePayload {\n        inviteUrl\n        member {\n          id\n          ...MemberRowFields\n        }\n      }\n      ... on AppError {\n        code\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.AddMemberDocument,
    "\n  mutation UpdateMember($id: ID!, $input: UpdateMemberInput!) {\n    updateMember(id: $id, input: $input) {\n      __typename\n      ... on User {\n        id\n        ...MemberRowFields\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.UpdateMemberDocument,
    "\n  fragment MemberAvatarFields on User {\n    name\n    avatarUrl\n    avatarSeed\n    avatarVariant\n  }\n": types.MemberAvatarFieldsFragmentDoc,
    "\n  fragment MemberRowFields on User {\n    id\n    name\n    email\n    role\n    color\n    ...MemberAvatarFields\n    invitePending\n    viewerCanManage\n  }\n": types.MemberRowFieldsFragmentDoc,
    "\n  query MembersPage {\n    members {\n      id\n      ...MemberRowFields\n    }\n  }\n": types.MembersPageDocument,
    "\n  mutation ResendInvite($id: ID!) {\n    resendInvite(id: $id) {\n      __typename\n      ... on MemberInvitePayload {\n        inviteUrl\n        member {\n          id\n          name\n        }\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.ResendInviteDocument,
    "\n  mutation RemoveMember($id: ID!) {\n    removeMember(id: $id) {\n      __typename\n      ... on RemoveMemberPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.RemoveMemberDocument,
    "\n  fragment PriceListItemFields on ItemPreset {\n    id\n    name\n    description\n    unitAmountCents\n    taxRate\n  }\n": types.PriceListItemFieldsFragmentDoc,
    "\n  mutation CreatePriceListItem($input: CreateItemPresetInput!) {\n    createItemPreset(input: $input) {\n      __typename\n      ... on ItemPreset {\n        ...PriceListItemFields\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.CreatePriceListItemDocument,
    "\n  mutation UpdatePriceListItem($id: ID!, $input: CreateItemPresetInput!) {\n    updateItemPreset(id: $id, input: $input) {\n      __typename\n      ... on ItemPreset {\n        ...PriceListItemFields\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.UpdatePriceListItemDocument,
    "\n  query PriceListPage($search: String, $after: String) {\n    itemPresets(search: $search, first: 100, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          ...PriceListItemFields\n        }\n      }\n    }\n  }\n": types.PriceListPageDocument,
    "\n  mutation DeletePriceListItem($id: ID!) {\n    deleteItemPreset(id: $id) {\n      __typename\n      ... on DeleteItemPresetPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.DeletePriceListItemDocument,
    "\n  query PriceListPickerOptions($search: String) {\n    itemPresets(search: $search, first: 20) {\n      edges {\n        node {\n          id\n          name\n          unitAmountCents\n          taxRate\n        }\n      }\n    }\n  }\n": types.PriceListPickerOptionsDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on User {\n        id\n        name\n        initials\n        avatarUrl\n        avatarSeed\n        avatarVariant\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query ScheduleMembers {\n    members(assignable: true) {\n      id\n      name\n    }\n  }\n": types.ScheduleMembersDocument,
    "\n  fragment ScheduleJob on Job {\n    id\n    title\n    status\n    scheduledAt\n    customer {\n      id\n      name\n      suburb\n    }\n    technicians {\n      id\n      name\n      color\n    }\n  }\n": types.ScheduleJobFragmentDoc,
    "\n  mutation RescheduleJob($id: ID!, $scheduledAt: String!) {\n    rescheduleJob(id: $id, scheduledAt: $scheduledAt) {\n      __typename\n      ... on Job {\n        id\n        scheduledAt\n        status\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.RescheduleJobDocument,
    "\n  fragment JobTime on Job {\n    id\n    scheduledAt\n  }\n": types.JobTimeFragmentDoc,
    "\n  subscription ScheduleChanged {\n    scheduleChanged {\n      kind\n      jobId\n      job {\n        id\n        ...JobCard\n        ...ScheduleJob\n      }\n    }\n  }\n": types.ScheduleChangedDocument,
    "\n  query ScheduleRange($start: DateTime!, $end: DateTime!, $technicianId: ID) {\n    jobsInRange(start: $start, end: $end, technicianId: $technicianId) {\n      id\n      ...ScheduleJob\n    }\n  }\n": types.ScheduleRangeDocument,
    "\n  fragment BusinessDetails on Organization {\n    id\n    name\n    street\n    suburb\n    state\n    postcode\n    phone\n    email\n    abn\n    accountName\n    bsb\n    accountNumber\n    invoiceTerms\n    quoteTerms\n  }\n": types.BusinessDetailsFragmentDoc,
    "\n  query BusinessDetails {\n    viewer {\n      id\n      org {\n        ...BusinessDetails\n      }\n    }\n  }\n": types.BusinessDetailsDocument,
    "\n  mutation UpdateBusiness($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      __typename\n      ... on Organization {\n        ...BusinessDetails\n      }\n      ... on AppError {\n        code\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.UpdateBusinessDocument,
    "\n  mutation SupportLogin($email: String!, $password: String!) {\n    supportLogin(email: $email, password: $password) {\n      __typename\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.SupportLoginDocument,
    "\n  mutation SupportLogout {\n    supportLogout\n  }\n": types.SupportLogoutDocument,
    "\n  query SupportViewer {\n    supportViewer {\n      id\n      name\n      email\n      role\n      initials\n      avatarUrl\n    }\n  }\n": types.SupportViewerDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPage($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        user {\n          id\n          org {\n            id\n          }\n        }\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterPage($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        user {\n          id\n          org {\n            id\n          }\n        }\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      id\n      name\n      email\n      role\n      color\n      initials\n      avatarUrl\n      avatarSeed\n      avatarVariant\n      isOwner\n      org {\n        id\n        name\n        timeZone\n        subscription {\n          status\n          planId\n          trialEnd\n          currentPeriodEnd\n        }\n      }\n    }\n    viewerCan {\n      manageOrganisation\n      seeBankDetails\n      seeConfirmationTokens\n      deleteCustomers\n      deleteEquipment\n      deleteJobs\n      importCsv\n      managePriceList\n      manageTeam\n      manageAdmins\n      seeAllJobs\n      openOfficePages\n      manageBilling\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      id\n      name\n      email\n      role\n      color\n      initials\n      avatarUrl\n      avatarSeed\n      avatarVariant\n      isOwner\n      org {\n        id\n        name\n        timeZone\n        subscription {\n          status\n          planId\n          trialEnd\n          currentPeriodEnd\n        }\n      }\n    }\n    viewerCan {\n      manageOrganisation\n      seeBankDetails\n      seeConfirmationTokens\n      deleteCustomers\n      deleteEquipment\n      deleteJobs\n      importCsv\n      managePriceList\n      manageTeam\n      manageAdmins\n      seeAllJobs\n      openOfficePages\n      manageBilling\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerCard on Customer {\n    id\n    name\n    contactName\n    email\n    phone\n    address\n    notes\n  }\n"): (typeof documents)["\n  fragment CustomerCard on Customer {\n    id\n    name\n    contactName\n    email\n    phone\n    address\n    notes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerFormFields on Customer {\n    id\n    name\n    contactName\n    email\n    phone\n    street\n    suburb\n    state\n    postcode\n    address\n    notes\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment CustomerFormFields on Customer {\n    id\n    name\n    contactName\n    email\n    phone\n    street\n    suburb\n    state\n    postcode\n    address\n    notes\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomer($input: CreateCustomerInput!) {\n    createCustomer(input: $input) {\n      __typename\n      ... on Customer {\n        ...CustomerFormFields\n      }\n      ... on AppError {\n        code\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCustomer($input: CreateCustomerInput!) {\n    createCustomer(input: $input) {\n      __typename\n      ... on Customer {\n        ...CustomerFormFields\n      }\n      ... on AppError {\n        code\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomer($id: ID!, $input: UpdateCustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      __typename\n      ... on Customer {\n        ...CustomerFormFields\n      }\n      ... on AppError {\n        code\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCustomer($id: ID!, $input: UpdateCustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      __typename\n      ... on Customer {\n        ...CustomerFormFields\n      }\n      ... on AppError {\n        code\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerPickerOptions($search: String) {\n    customers(search: $search, first: 50) {\n      edges {\n        node {\n          id\n          name\n          address\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerPickerOptions($search: String) {\n    customers(search: $search, first: 50) {\n      edges {\n        node {\n          id\n          name\n          address\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CustomerPickerCreate($input: CreateCustomerInput!) {\n    createCustomer(input: $input) {\n      __typename\n      ... on Customer {\n        id\n        name\n        address\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CustomerPickerCreate($input: CreateCustomerInput!) {\n    createCustomer(input: $input) {\n      __typename\n      ... on Customer {\n        id\n        name\n        address\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id) {\n      __typename\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id) {\n      __typename\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomersPage($search: String, $after: String) {\n    customers(search: $search, first: 48, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          ...CustomerCard\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomersPage($search: String, $after: String) {\n    customers(search: $search, first: 48, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          ...CustomerCard\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerProfile($id: ID!) {\n    customer(id: $id) {\n      ...CustomerFormFields\n      createdAt\n      equipment {\n        id\n        name\n        make\n        model\n        serial\n        serviceIntervalMonths\n      }\n      jobs {\n        ...JobHistoryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerProfile($id: ID!) {\n    customer(id: $id) {\n      ...CustomerFormFields\n      createdAt\n      equipment {\n        id\n        name\n        make\n        model\n        serial\n        serviceIntervalMonths\n      }\n      jobs {\n        ...JobHistoryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    dashboard {\n      jobsToday\n      totalJobs\n      todaysJobs {\n        id\n        ...ScheduleJob\n      }\n      upcomingJobs {\n        id\n        ...ScheduleJob\n      }\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    dashboard {\n      jobsToday\n      totalJobs\n      todaysJobs {\n        id\n        ...ScheduleJob\n      }\n      upcomingJobs {\n        id\n        ...ScheduleJob\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEquipment($id: ID!) {\n    deleteEquipment(id: $id) {\n      __typename\n      ... on DeleteEquipmentPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteEquipment($id: ID!) {\n    deleteEquipment(id: $id) {\n      __typename\n      ... on DeleteEquipmentPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EquipmentCardFields on Equipment {\n    id\n    name\n    make\n    model\n    serial\n    customer {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment EquipmentCardFields on Equipment {\n    id\n    name\n    make\n    model\n    serial\n    customer {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EquipmentDetail($id: ID!) {\n    equipment(id: $id) {\n      id\n      name\n      make\n      model\n      serial\n      notes\n      serviceIntervalMonths\n      createdAt\n      updatedAt\n      customer {\n        id\n        name\n        address\n      }\n      ...EquipmentDialogFields\n      jobs {\n        ...JobHistoryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query EquipmentDetail($id: ID!) {\n    equipment(id: $id) {\n      id\n      name\n      make\n      model\n      serial\n      notes\n      serviceIntervalMonths\n      createdAt\n      updatedAt\n      customer {\n        id\n        name\n        address\n      }\n      ...EquipmentDialogFields\n      jobs {\n        ...JobHistoryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EquipmentDialogFields on Equipment {\n    id\n    name\n    make\n    model\n    serial\n    notes\n    serviceIntervalMonths\n    customer {\n      id\n      name\n      address\n    }\n  }\n"): (typeof documents)["\n  fragment EquipmentDialogFields on Equipment {\n    id\n    name\n    make\n    model\n    serial\n    notes\n    serviceIntervalMonths\n    customer {\n      id\n      name\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EquipmentDialogCustomers($search: String) {\n    customers(search: $search, first: 50) {\n      edges {\n        node {\n          id\n          name\n          address\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EquipmentDialogCustomers($search: String) {\n    customers(search: $search, first: 50) {\n      edges {\n        node {\n          id\n          name\n          address\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEquipment($input: CreateEquipmentInput!) {\n    createEquipment(input: $input) {\n      __typename\n      ... on Equipment {\n        ...EquipmentDialogFields\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEquipment($input: CreateEquipmentInput!) {\n    createEquipment(input: $input) {\n      __typename\n      ... on Equipment {\n        ...EquipmentDialogFields\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEquipment($id: ID!, $input: UpdateEquipmentInput!) {\n    updateEquipment(id: $id, input: $input) {\n      __typename\n      ... on Equipment {\n        ...EquipmentDialogFields\n        updatedAt\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEquipment($id: ID!, $input: UpdateEquipmentInput!) {\n    updateEquipment(id: $id, input: $input) {\n      __typename\n      ... on Equipment {\n        ...EquipmentDialogFields\n        updatedAt\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EquipmentList($search: String, $first: Int, $after: String) {\n    equipmentList(search: $search, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...EquipmentCardFields\n          ...EquipmentDialogFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query EquipmentList($search: String, $first: Int, $after: String) {\n    equipmentList(search: $search, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...EquipmentCardFields\n          ...EquipmentDialogFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EquipmentPickerOptions($customerId: ID!) {\n    equipmentList(customerId: $customerId, first: 200) {\n      edges {\n        node {\n          id\n          name\n          make\n          model\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EquipmentPickerOptions($customerId: ID!) {\n    equipmentList(customerId: $customerId, first: 200) {\n      edges {\n        node {\n          id\n          name\n          make\n          model\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EquipmentPickerCreate($input: CreateEquipmentInput!) {\n    createEquipment(input: $input) {\n      __typename\n      ... on Equipment {\n        id\n        name\n        make\n        model\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EquipmentPickerCreate($input: CreateEquipmentInput!) {\n    createEquipment(input: $input) {\n      __typename\n      ... on Equipment {\n        id\n        name\n        make\n        model\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompletedJobDetail($id: ID!) {\n    completedJob(id: $id) {\n      id\n      ...CompletedJobHeaderFields\n      ...CompletedSummaryFields\n      ...CompletedChargesFields\n      ...CompletedNotesFields\n      ...CompletedPhotosFields\n      ...CompletedHoursFields\n      ...CompletedPartsFields\n      ...CompletedEquipmentFields\n    }\n  }\n"): (typeof documents)["\n  query CompletedJobDetail($id: ID!) {\n    completedJob(id: $id) {\n      id\n      ...CompletedJobHeaderFields\n      ...CompletedSummaryFields\n      ...CompletedChargesFields\n      ...CompletedNotesFields\n      ...CompletedPhotosFields\n      ...CompletedHoursFields\n      ...CompletedPartsFields\n      ...CompletedEquipmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompletedJobsPage($after: String) {\n    completedJobs(first: 24, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          title\n          customerName\n          completedAt\n          hasInvoice\n          photoCount\n          totalCents\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompletedJobsPage($after: String) {\n    completedJobs(first: 24, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          title\n          customerName\n          completedAt\n          hasInvoice\n          photoCount\n          totalCents\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditJob($id: ID!) {\n    job(id: $id) {\n      id\n      title\n      jobType\n      description\n      status\n      scheduledAt\n      customer {\n        id\n        name\n        address\n      }\n      equipment {\n        id\n        name\n        make\n        model\n      }\n      technicians {\n        id\n      }\n      completion {\n        id\n      }\n      photoCount\n      photos {\n        id\n        url\n        originalName\n      }\n    }\n  }\n"): (typeof documents)["\n  query EditJob($id: ID!) {\n    job(id: $id) {\n      id\n      title\n      jobType\n      description\n      status\n      scheduledAt\n      customer {\n        id\n        name\n        address\n      }\n      equipment {\n        id\n        name\n        make\n        model\n      }\n      technicians {\n        id\n      }\n      completion {\n        id\n      }\n      photoCount\n      photos {\n        id\n        url\n        originalName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateJob($id: ID!, $input: UpdateJobInput!) {\n    updateJob(id: $id, input: $input) {\n      __typename\n      ... on Job {\n        id\n        title\n        jobType\n        description\n        status\n        scheduledAt\n        customer {\n          id\n          name\n          address\n        }\n        equipment {\n          id\n          name\n        }\n        technicians {\n          id\n          name\n          color\n        }\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateJob($id: ID!, $input: UpdateJobInput!) {\n    updateJob(id: $id, input: $input) {\n      __typename\n      ... on Job {\n        id\n        title\n        jobType\n        description\n        status\n        scheduledAt\n        customer {\n          id\n          name\n          address\n        }\n        equipment {\n          id\n          name\n        }\n        technicians {\n          id\n          name\n          color\n        }\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobCard on Job {\n    id\n    title\n    status\n    description\n    scheduledAt\n    customer {\n      id\n      name\n    }\n    technicians {\n      id\n      name\n      color\n    }\n    equipment {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment JobCard on Job {\n    id\n    title\n    status\n    description\n    scheduledAt\n    customer {\n      id\n      name\n    }\n    technicians {\n      id\n      name\n      color\n    }\n    equipment {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobDetail($id: ID!) {\n    job(id: $id) {\n      id\n      ...JobHeaderFields\n      ...JobOverviewFields\n      ...JobPhotosFields\n      ...JobTechniciansFields\n      ...JobEquipmentFields\n      ...JobDiaryFields\n    }\n  }\n"): (typeof documents)["\n  query JobDetail($id: ID!) {\n    job(id: $id) {\n      id\n      ...JobHeaderFields\n      ...JobOverviewFields\n      ...JobPhotosFields\n      ...JobTechniciansFields\n      ...JobEquipmentFields\n      ...JobDiaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobHistoryFields on Job {\n    id\n    title\n    status\n    jobType\n    scheduledAt\n    completion {\n      id\n      completedAt\n    }\n  }\n"): (typeof documents)["\n  fragment JobHistoryFields on Job {\n    id\n    title\n    status\n    jobType\n    scheduledAt\n    completion {\n      id\n      completedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobNotes($id: ID!) {\n    job(id: $id) {\n      id\n      title\n      completion {\n        id\n      }\n      ...JobNotesFields\n      ...JobHoursFields\n      ...JobPartsFields\n      ...JobPhotosFields\n      ...JobRunningTotalFields\n    }\n  }\n"): (typeof documents)["\n  query JobNotes($id: ID!) {\n    job(id: $id) {\n      id\n      title\n      completion {\n        id\n      }\n      ...JobNotesFields\n      ...JobHoursFields\n      ...JobPartsFields\n      ...JobPhotosFields\n      ...JobRunningTotalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobsPage($view: JobView, $status: JobStatus, $search: String, $after: String) {\n    upcoming: jobs(view: upcoming, status: $status, search: $search, first: 1) {\n      totalCount\n    }\n    overdue: jobs(view: overdue, status: $status, search: $search, first: 1) {\n      totalCount\n    }\n    unscheduled: jobs(view: unscheduled, status: $status, search: $search, first: 1) {\n      totalCount\n    }\n    all: jobs(view: all, status: $status, search: $search, first: 1) {\n      totalCount\n    }\n    jobs(view: $view, status: $status, search: $search, first: 24, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          ...JobCard\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query JobsPage($view: JobView, $status: JobStatus, $search: String, $after: String) {\n    upcoming: jobs(view: upcoming, status: $status, search: $search, first: 1) {\n      totalCount\n    }\n    overdue: jobs(view: overdue, status: $status, search: $search, first: 1) {\n      totalCount\n    }\n    unscheduled: jobs(view: unscheduled, status: $status, search: $search, first: 1) {\n      totalCount\n    }\n    all: jobs(view: all, status: $status, search: $search, first: 1) {\n      totalCount\n    }\n    jobs(view: $view, status: $status, search: $search, first: 24, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          ...JobCard\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewJobCustomer($id: ID!) {\n    customer(id: $id) {\n      id\n      name\n      address\n    }\n  }\n"): (typeof documents)["\n  query NewJobCustomer($id: ID!) {\n    customer(id: $id) {\n      id\n      name\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateJob($input: CreateJobInput!) {\n    createJob(input: $input) {\n      __typename\n      ... on Job {\n        id\n        title\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateJob($input: CreateJobInput!) {\n    createJob(input: $input) {\n      __typename\n      ... on Job {\n        id\n        title\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobMembers {\n    members(assignable: true) {\n      id\n      name\n      role\n    }\n  }\n"): (typeof documents)["\n  query JobMembers {\n    members(assignable: true) {\n      id\n      name\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompletedChargesFields on CompletedJob {\n    id\n    totalCents\n    gstCents\n    totalIncGstCents\n    charges {\n      id\n      description\n      kind\n      quantity\n      unitPriceCents\n      totalCents\n      taxRate\n    }\n  }\n"): (typeof documents)["\n  fragment CompletedChargesFields on CompletedJob {\n    id\n    totalCents\n    gstCents\n    totalIncGstCents\n    charges {\n      id\n      description\n      kind\n      quantity\n      unitPriceCents\n      totalCents\n      taxRate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompletedEquipmentFields on CompletedJob {\n    id\n    equipment {\n      id\n      equipmentId\n      equipmentName\n    }\n  }\n"): (typeof documents)["\n  fragment CompletedEquipmentFields on CompletedJob {\n    id\n    equipment {\n      id\n      equipmentId\n      equipmentName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompletedHoursFields on CompletedJob {\n    id\n    hours {\n      id\n      hours\n      description\n      user {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CompletedHoursFields on CompletedJob {\n    id\n    hours {\n      id\n      hours\n      description\n      user {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompletedJobHeaderFields on CompletedJob {\n    id\n    title\n    hasInvoice\n  }\n"): (typeof documents)["\n  fragment CompletedJobHeaderFields on CompletedJob {\n    id\n    title\n    hasInvoice\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCompletedJob($id: ID!) {\n    deleteCompletedJob(id: $id) {\n      __typename\n      ... on DeleteJobPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCompletedJob($id: ID!) {\n    deleteCompletedJob(id: $id) {\n      __typename\n      ... on DeleteJobPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompletedNotesFields on CompletedJob {\n    id\n    jobNotes {\n      id\n      text\n      createdAt\n      author {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CompletedNotesFields on CompletedJob {\n    id\n    jobNotes {\n      id\n      text\n      createdAt\n      author {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompletedPartsFields on CompletedJob {\n    id\n    parts {\n      id\n      partName\n      quantity\n    }\n  }\n"): (typeof documents)["\n  fragment CompletedPartsFields on CompletedJob {\n    id\n    parts {\n      id\n      partName\n      quantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompletedPhotosFields on CompletedJob {\n    id\n    photos {\n      id\n      url\n      originalName\n    }\n  }\n"): (typeof documents)["\n  fragment CompletedPhotosFields on CompletedJob {\n    id\n    photos {\n      id\n      url\n      originalName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompletedSummaryFields on CompletedJob {\n    id\n    description\n    notes\n    customerName\n    customer {\n      id\n    }\n    scheduledAt\n    completedAt\n    completedBy {\n      id\n      name\n    }\n    originalJobId\n    followUps {\n      id\n      title\n      scheduledAt\n      technicians {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CompletedSummaryFields on CompletedJob {\n    id\n    description\n    notes\n    customerName\n    customer {\n      id\n    }\n    scheduledAt\n    completedAt\n    completedBy {\n      id\n      name\n    }\n    originalJobId\n    followUps {\n      id\n      title\n      scheduledAt\n      technicians {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobDiaryFields on Job {\n    id\n    notes {\n      id\n    }\n    hours {\n      id\n    }\n    parts {\n      id\n    }\n    ...JobNotesFields\n    ...JobHoursFields\n    ...JobPartsFields\n    ...JobRunningTotalFields\n  }\n"): (typeof documents)["\n  fragment JobDiaryFields on Job {\n    id\n    notes {\n      id\n    }\n    hours {\n      id\n    }\n    parts {\n      id\n    }\n    ...JobNotesFields\n    ...JobHoursFields\n    ...JobPartsFields\n    ...JobRunningTotalFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobEquipmentFields on Job {\n    id\n    equipment {\n      id\n      name\n      make\n      model\n      serial\n      serviceIntervalMonths\n    }\n  }\n"): (typeof documents)["\n  fragment JobEquipmentFields on Job {\n    id\n    equipment {\n      id\n      name\n      make\n      model\n      serial\n      serviceIntervalMonths\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobHeaderFields on Job {\n    id\n    title\n    jobType\n    status\n    canConfirm\n    customer {\n      id\n      address\n    }\n    completion {\n      id\n    }\n    runningCharges {\n      unpricedParts {\n        id\n        partName\n        quantity\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment JobHeaderFields on Job {\n    id\n    title\n    jobType\n    status\n    canConfirm\n    customer {\n      id\n      address\n    }\n    completion {\n      id\n    }\n    runningCharges {\n      unpricedParts {\n        id\n        partName\n        quantity\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmJob($id: ID!) {\n    confirmJob(id: $id) {\n      __typename\n      ... on Job {\n        id\n        status\n        canConfirm\n        confirmedAt\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmJob($id: ID!) {\n    confirmJob(id: $id) {\n      __typename\n      ... on Job {\n        id\n        status\n        canConfirm\n        confirmedAt\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteJob($id: ID!) {\n    completeJob(id: $id) {\n      __typename\n      ... on CompletedJob {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteJob($id: ID!) {\n    completeJob(id: $id) {\n      __typename\n      ... on CompletedJob {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteJob($id: ID!) {\n    deleteJob(id: $id) {\n      __typename\n      ... on DeleteJobPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteJob($id: ID!) {\n    deleteJob(id: $id) {\n      __typename\n      ... on DeleteJobPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobOverviewFields on Job {\n    id\n    description\n    scheduledAt\n    confirmedAt\n    customer {\n      id\n      name\n      address\n      phone\n      contactName\n    }\n  }\n"): (typeof documents)["\n  fragment JobOverviewFields on Job {\n    id\n    description\n    scheduledAt\n    confirmedAt\n    customer {\n      id\n      name\n      address\n      phone\n      contactName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobPhotosFields on Job {\n    id\n    photoCount\n    photos {\n      id\n      url\n      originalName\n    }\n  }\n"): (typeof documents)["\n  fragment JobPhotosFields on Job {\n    id\n    photoCount\n    photos {\n      id\n      url\n      originalName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobTechniciansFields on Job {\n    id\n    technicians {\n      id\n      name\n      role\n      color\n      ...MemberAvatarFields\n    }\n  }\n"): (typeof documents)["\n  fragment JobTechniciansFields on Job {\n    id\n    technicians {\n      id\n      name\n      role\n      color\n      ...MemberAvatarFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobHoursFields on Job {\n    id\n    completion {\n      id\n    }\n    hours {\n      id\n      hours\n      description\n      createdAt\n      user {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment JobHoursFields on Job {\n    id\n    completion {\n      id\n    }\n    hours {\n      id\n      hours\n      description\n      createdAt\n      user {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddJobHours($jobId: ID!, $hours: Float!, $description: String) {\n    addJobHours(jobId: $jobId, hours: $hours, description: $description) {\n      __typename\n      ... on JobHours {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddJobHours($jobId: ID!, $hours: Float!, $description: String) {\n    addJobHours(jobId: $jobId, hours: $hours, description: $description) {\n      __typename\n      ... on JobHours {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateJobHours($jobId: ID!, $id: ID!, $hours: Float!, $description: String) {\n    updateJobHours(jobId: $jobId, id: $id, hours: $hours, description: $description) {\n      __typename\n      ... on JobHours {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateJobHours($jobId: ID!, $id: ID!, $hours: Float!, $description: String) {\n    updateJobHours(jobId: $jobId, id: $id, hours: $hours, description: $description) {\n      __typename\n      ... on JobHours {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteJobHours($jobId: ID!, $id: ID!) {\n    deleteJobHours(jobId: $jobId, id: $id) {\n      __typename\n      ... on DeleteJobEntryPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteJobHours($jobId: ID!, $id: ID!) {\n    deleteJobHours(jobId: $jobId, id: $id) {\n      __typename\n      ... on DeleteJobEntryPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobNotesFields on Job {\n    id\n    completion {\n      id\n    }\n    notes {\n      id\n      text\n      createdAt\n      author {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment JobNotesFields on Job {\n    id\n    completion {\n      id\n    }\n    notes {\n      id\n      text\n      createdAt\n      author {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddJobNote($jobId: ID!, $text: String!) {\n    addJobNote(jobId: $jobId, text: $text) {\n      __typename\n      ... on JobNote {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddJobNote($jobId: ID!, $text: String!) {\n    addJobNote(jobId: $jobId, text: $text) {\n      __typename\n      ... on JobNote {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateJobNote($jobId: ID!, $id: ID!, $text: String!) {\n    updateJobNote(jobId: $jobId, id: $id, text: $text) {\n      __typename\n      ... on JobNote {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateJobNote($jobId: ID!, $id: ID!, $text: String!) {\n    updateJobNote(jobId: $jobId, id: $id, text: $text) {\n      __typename\n      ... on JobNote {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteJobNote($jobId: ID!, $id: ID!) {\n    deleteJobNote(jobId: $jobId, id: $id) {\n      __typename\n      ... on DeleteJobEntryPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteJobNote($jobId: ID!, $id: ID!) {\n    deleteJobNote(jobId: $jobId, id: $id) {\n      __typename\n      ... on DeleteJobEntryPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobPartsFields on Job {\n    id\n    completion {\n      id\n    }\n    parts {\n      id\n      partName\n      quantity\n      createdAt\n      price {\n        unitPriceCents\n        totalCents\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment JobPartsFields on Job {\n    id\n    completion {\n      id\n    }\n    parts {\n      id\n      partName\n      quantity\n      createdAt\n      price {\n        unitPriceCents\n        totalCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddJobPart($jobId: ID!, $partName: String!, $quantity: Int) {\n    addJobPart(jobId: $jobId, partName: $partName, quantity: $quantity) {\n      __typename\n      ... on JobPart {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddJobPart($jobId: ID!, $partName: String!, $quantity: Int) {\n    addJobPart(jobId: $jobId, partName: $partName, quantity: $quantity) {\n      __typename\n      ... on JobPart {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateJobPart($jobId: ID!, $id: ID!, $partName: String!, $quantity: Int) {\n    updateJobPart(jobId: $jobId, id: $id, partName: $partName, quantity: $quantity) {\n      __typename\n      ... on JobPart {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateJobPart($jobId: ID!, $id: ID!, $partName: String!, $quantity: Int) {\n    updateJobPart(jobId: $jobId, id: $id, partName: $partName, quantity: $quantity) {\n      __typename\n      ... on JobPart {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteJobPart($jobId: ID!, $id: ID!) {\n    deleteJobPart(jobId: $jobId, id: $id) {\n      __typename\n      ... on DeleteJobEntryPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteJobPart($jobId: ID!, $id: ID!) {\n    deleteJobPart(jobId: $jobId, id: $id) {\n      __typename\n      ... on DeleteJobEntryPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveJobPhoto($jobId: ID!, $photoId: ID!) {\n    deleteJobPhoto(jobId: $jobId, photoId: $photoId) {\n      __typename\n      ... on Job {\n        id\n        photoCount\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveJobPhoto($jobId: ID!, $photoId: ID!) {\n    deleteJobPhoto(jobId: $jobId, photoId: $photoId) {\n      __typename\n      ... on Job {\n        id\n        photoCount\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobRunningTotalFields on Job {\n    id\n    runningCharges {\n      subtotalCents\n      gstCents\n      totalCents\n      lines {\n        kind\n        totalCents\n      }\n      unpricedParts {\n        id\n        partName\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment JobRunningTotalFields on Job {\n    id\n    runningCharges {\n      subtotalCents\n      gstCents\n      totalCents\n      lines {\n        kind\n        totalCents\n      }\n      unpricedParts {\n        id\n        partName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadJobPhotos($jobId: ID!, $files: [File!]!) {\n    uploadJobPhotos(jobId: $jobId, files: $files) {\n      __typename\n      ... on Job {\n        id\n        photoCount\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadJobPhotos($jobId: ID!, $files: [File!]!) {\n    uploadJobPhotos(jobId: $jobId, files: $files) {\n      __typename\n      ... on Job {\n        id\n        photoCount\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AcceptInvitePage($token: String!) {\n    invite(token: $token) {\n      name\n      email\n      orgName\n    }\n  }\n"): (typeof documents)["\n  query AcceptInvitePage($token: String!) {\n    invite(token: $token) {\n      name\n      email\n      orgName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvite($input: AcceptInviteInput!) {\n    acceptInvite(input: $input) {\n      __typename\n      ... on User {\n        id\n        org {\n          id\n        }\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInvite($input: AcceptInviteInput!) {\n    acceptInvite(input: $input) {\n      __typename\n      ... on User {\n        id\n        org {\n          id\n        }\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddMember($input: AddMemberInput!) {\n    addMember(input: $input) {\n      __typename\n      ... on MemberInvitePayload {\n        inviteUrl\n        member {\n          id\n          ...MemberRowFields\n        }\n      }\n      ... on AppError {\n        code\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddMember($input: AddMemberInput!) {\n    addMember(input: $input) {\n      __typename\n      ... on MemberInvitePayload {\n        inviteUrl\n        member {\n          id\n          ...MemberRowFields\n        }\n      }\n      ... on AppError {\n        code\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMember($id: ID!, $input: UpdateMemberInput!) {\n    updateMember(id: $id, input: $input) {\n      __typename\n      ... on User {\n        id\n        ...MemberRowFields\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMember($id: ID!, $input: UpdateMemberInput!) {\n    updateMember(id: $id, input: $input) {\n      __typename\n      ... on User {\n        id\n        ...MemberRowFields\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberAvatarFields on User {\n    name\n    avatarUrl\n    avatarSeed\n    avatarVariant\n  }\n"): (typeof documents)["\n  fragment MemberAvatarFields on User {\n    name\n    avatarUrl\n    avatarSeed\n    avatarVariant\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberRowFields on User {\n    id\n    name\n    email\n    role\n    color\n    ...MemberAvatarFields\n    invitePending\n    viewerCanManage\n  }\n"): (typeof documents)["\n  fragment MemberRowFields on User {\n    id\n    name\n    email\n    role\n    color\n    ...MemberAvatarFields\n    invitePending\n    viewerCanManage\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembersPage {\n    members {\n      id\n      ...MemberRowFields\n    }\n  }\n"): (typeof documents)["\n  query MembersPage {\n    members {\n      id\n      ...MemberRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendInvite($id: ID!) {\n    resendInvite(id: $id) {\n      __typename\n      ... on MemberInvitePayload {\n        inviteUrl\n        member {\n          id\n          name\n        }\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResendInvite($id: ID!) {\n    resendInvite(id: $id) {\n      __typename\n      ... on MemberInvitePayload {\n        inviteUrl\n        member {\n          id\n          name\n        }\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMember($id: ID!) {\n    removeMember(id: $id) {\n      __typename\n      ... on RemoveMemberPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveMember($id: ID!) {\n    removeMember(id: $id) {\n      __typename\n      ... on RemoveMemberPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PriceListItemFields on ItemPreset {\n    id\n    name\n    description\n    unitAmountCents\n    taxRate\n  }\n"): (typeof documents)["\n  fragment PriceListItemFields on ItemPreset {\n    id\n    name\n    description\n    unitAmountCents\n    taxRate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePriceListItem($input: CreateItemPresetInput!) {\n    createItemPreset(input: $input) {\n      __typename\n      ... on ItemPreset {\n        ...PriceListItemFields\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePriceListItem($input: CreateItemPresetInput!) {\n    createItemPreset(input: $input) {\n      __typename\n      ... on ItemPreset {\n        ...PriceListItemFields\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePriceListItem($id: ID!, $input: CreateItemPresetInput!) {\n    updateItemPreset(id: $id, input: $input) {\n      __typename\n      ... on ItemPreset {\n        ...PriceListItemFields\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePriceListItem($id: ID!, $input: CreateItemPresetInput!) {\n    updateItemPreset(id: $id, input: $input) {\n      __typename\n      ... on ItemPreset {\n        ...PriceListItemFields\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceListPage($search: String, $after: String) {\n    itemPresets(search: $search, first: 100, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          ...PriceListItemFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PriceListPage($search: String, $after: String) {\n    itemPresets(search: $search, first: 100, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          ...PriceListItemFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePriceListItem($id: ID!) {\n    deleteItemPreset(id: $id) {\n      __typename\n      ... on DeleteItemPresetPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePriceListItem($id: ID!) {\n    deleteItemPreset(id: $id) {\n      __typename\n      ... on DeleteItemPresetPayload {\n        id\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceListPickerOptions($search: String) {\n    itemPresets(search: $search, first: 20) {\n      edges {\n        node {\n          id\n          name\n          unitAmountCents\n          taxRate\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PriceListPickerOptions($search: String) {\n    itemPresets(search: $search, first: 20) {\n      edges {\n        node {\n          id\n          name\n          unitAmountCents\n          taxRate\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on User {\n        id\n        name\n        initials\n        avatarUrl\n        avatarSeed\n        avatarVariant\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on User {\n        id\n        name\n        initials\n        avatarUrl\n        avatarSeed\n        avatarVariant\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduleMembers {\n    members(assignable: true) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ScheduleMembers {\n    members(assignable: true) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScheduleJob on Job {\n    id\n    title\n    status\n    scheduledAt\n    customer {\n      id\n      name\n      suburb\n    }\n    technicians {\n      id\n      name\n      color\n    }\n  }\n"): (typeof documents)["\n  fragment ScheduleJob on Job {\n    id\n    title\n    status\n    scheduledAt\n    customer {\n      id\n      name\n      suburb\n    }\n    technicians {\n      id\n      name\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleJob($id: ID!, $scheduledAt: String!) {\n    rescheduleJob(id: $id, scheduledAt: $scheduledAt) {\n      __typename\n      ... on Job {\n        id\n        scheduledAt\n        status\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RescheduleJob($id: ID!, $scheduledAt: String!) {\n    rescheduleJob(id: $id, scheduledAt: $scheduledAt) {\n      __typename\n      ... on Job {\n        id\n        scheduledAt\n        status\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobTime on Job {\n    id\n    scheduledAt\n  }\n"): (typeof documents)["\n  fragment JobTime on Job {\n    id\n    scheduledAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ScheduleChanged {\n    scheduleChanged {\n      kind\n      jobId\n      job {\n        id\n        ...JobCard\n        ...ScheduleJob\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ScheduleChanged {\n    scheduleChanged {\n      kind\n      jobId\n      job {\n        id\n        ...JobCard\n        ...ScheduleJob\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduleRange($start: DateTime!, $end: DateTime!, $technicianId: ID) {\n    jobsInRange(start: $start, end: $end, technicianId: $technicianId) {\n      id\n      ...ScheduleJob\n    }\n  }\n"): (typeof documents)["\n  query ScheduleRange($start: DateTime!, $end: DateTime!, $technicianId: ID) {\n    jobsInRange(start: $start, end: $end, technicianId: $technicianId) {\n      id\n      ...ScheduleJob\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BusinessDetails on Organization {\n    id\n    name\n    street\n    suburb\n    state\n    postcode\n    phone\n    email\n    abn\n    accountName\n    bsb\n    accountNumber\n    invoiceTerms\n    quoteTerms\n  }\n"): (typeof documents)["\n  fragment BusinessDetails on Organization {\n    id\n    name\n    street\n    suburb\n    state\n    postcode\n    phone\n    email\n    abn\n    accountName\n    bsb\n    accountNumber\n    invoiceTerms\n    quoteTerms\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessDetails {\n    viewer {\n      id\n      org {\n        ...BusinessDetails\n      }\n    }\n  }\n"): (typeof documents)["\n  query BusinessDetails {\n    viewer {\n      id\n      org {\n        ...BusinessDetails\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBusiness($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      __typename\n      ... on Organization {\n        ...BusinessDetails\n      }\n      ... on AppError {\n        code\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBusiness($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      __typename\n      ... on Organization {\n        ...BusinessDetails\n      }\n      ... on AppError {\n        code\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SupportLogin($email: String!, $password: String!) {\n    supportLogin(email: $email, password: $password) {\n      __typename\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SupportLogin($email: String!, $password: String!) {\n    supportLogin(email: $email, password: $password) {\n      __typename\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SupportLogout {\n    supportLogout\n  }\n"): (typeof documents)["\n  mutation SupportLogout {\n    supportLogout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportViewer {\n    supportViewer {\n      id\n      name\n      email\n      role\n      initials\n      avatarUrl\n    }\n  }\n"): (typeof documents)["\n  query SupportViewer {\n    supportViewer {\n      id\n      name\n      email\n      role\n      initials\n      avatarUrl\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;