import { graphql } from '../../gql';

// The customer's sign-off (docs/forms.md → Customer sign-off): the job page's section, the report the signing screen
// shows, and the sign-off itself.

/** A sign-off as every list shows it: the job's section and the customer's and unit's service reports. */
export const SignOffEntryFields = graphql(`
  fragment SignOffEntryFields on JobSignOff {
    id
    outcome
    signerName
    declineReason
    signedAt
    reportUrl
    emailedTo
    emailProblem
    recordedBy {
      id
      name
    }
  }
`);

export const JobSignOffFields = graphql(`
  fragment JobSignOffFields on Job {
    id
    status
    signOffs {
      ...SignOffEntryFields
    }
  }
`);

/** The signed service reports on a customer's profile. */
export const CustomerServiceReportsFields = graphql(`
  fragment CustomerServiceReportsFields on Customer {
    id
    signOffs {
      ...SignOffEntryFields
      job {
        id
        title
      }
    }
  }
`);

/** The signed service reports on a unit's page (the jobs it was on). */
export const EquipmentServiceReportsFields = graphql(`
  fragment EquipmentServiceReportsFields on Equipment {
    id
    signOffs {
      ...SignOffEntryFields
      job {
        id
        title
      }
    }
  }
`);

export const ServiceReportQuery = graphql(`
  query ServiceReport($jobId: ID!) {
    job(id: $jobId) {
      id
      title
      status
      photos {
        id
        url
        originalName
      }
    }
    serviceReport(jobId: $jobId) {
      report
      digest
      customerEmail
    }
  }
`);

export const SignOffJobMutation = graphql(`
  mutation SignOffJob($jobId: ID!, $input: SignOffInput!) {
    signOffJob(jobId: $jobId, input: $input) {
      __typename
      ... on JobSignOff {
        id
        outcome
        emailedTo
        emailProblem
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);
