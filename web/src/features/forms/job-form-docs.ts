import { graphql } from '../../gql';

// A job's forms: the section on the job page, adding one, and filling one (docs/forms.md → Transports).

export const JobFormsFields = graphql(`
  fragment JobFormsFields on Job {
    id
    equipment {
      id
      name
    }
    forms {
      id
      templateName
      version
      status
      required
      revision
      submittedAt
      certificateDueOn
      sentAt
      sentTo
      equipment {
        id
        name
      }
    }
  }
`);

export const AddJobFormMutation = graphql(`
  mutation AddJobForm($jobId: ID!, $input: AddJobFormInput!) {
    addJobForm(jobId: $jobId, input: $input) {
      __typename
      ... on JobForm {
        id
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

export const JobFormFillFields = graphql(`
  fragment JobFormFillFields on JobForm {
    id
    jobId
    templateName
    version
    definition
    status
    required
    answers
    revision
    submittedAt
    submittedBy {
      id
      name
    }
    certificateDueOn
    sentTo
    sentAt
    sentBy {
      id
      name
    }
    updatedAt
    equipment {
      id
      name
    }
    revisions {
      revision
      reason
      createdAt
      correctedBy {
        id
        name
      }
    }
  }
`);

export const JobFormPageQuery = graphql(`
  query JobFormPage($jobId: ID!, $id: ID!) {
    job(id: $jobId) {
      id
      title
      customer {
        id
        email
      }
      photos {
        id
        url
        originalName
      }
    }
    jobForm(id: $id) {
      ...JobFormFillFields
    }
  }
`);

export const SaveJobFormAnswersMutation = graphql(`
  mutation SaveJobFormAnswers($id: ID!, $answers: JSON!) {
    saveJobFormAnswers(id: $id, answers: $answers) {
      __typename
      ... on JobForm {
        id
        updatedAt
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

export const SubmitJobFormMutation = graphql(`
  mutation SubmitJobForm($id: ID!, $answers: JSON) {
    submitJobForm(id: $id, answers: $answers) {
      __typename
      ... on JobForm {
        ...JobFormFillFields
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

export const CorrectJobFormMutation = graphql(`
  mutation CorrectJobForm($id: ID!, $answers: JSON!, $reason: String!) {
    correctJobForm(id: $id, answers: $answers, reason: $reason) {
      __typename
      ... on JobForm {
        ...JobFormFillFields
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

export const RemoveJobFormMutation = graphql(`
  mutation RemoveJobForm($id: ID!) {
    removeJobForm(id: $id) {
      __typename
      ... on RemoveJobFormPayload {
        id
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

/** The job's photo upload (the same mutation as Notes & Charges'), answering the job's photos to find the new ones. */
export const UploadFormPhotosDoc = graphql(`
  mutation UploadFormPhotos($jobId: ID!, $files: [File!]!) {
    uploadJobPhotos(jobId: $jobId, files: $files) {
      __typename
      ... on Job {
        id
        photoCount
        photos {
          id
          url
          originalName
        }
      }
      ... on AppError {
        message
      }
    }
  }
`);

export const SendCertificateMutation = graphql(`
  mutation SendCertificate($formId: ID!, $emailTo: [String!]) {
    sendCertificate(formId: $formId, emailTo: $emailTo) {
      __typename
      ... on JobForm {
        id
        sentTo
        sentAt
        sentBy {
          id
          name
        }
      }
      ... on AppError {
        message
        fieldErrors {
          field
          message
        }
      }
    }
  }
`);
