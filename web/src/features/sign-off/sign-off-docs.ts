import { graphql } from '../../gql';

// The customer's sign-off (docs/forms.md → Customer sign-off): the job page's section, the report the signing screen
// shows, and the sign-off itself.

export const JobSignOffFields = graphql(`
  fragment JobSignOffFields on Job {
    id
    status
    signOffs {
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
