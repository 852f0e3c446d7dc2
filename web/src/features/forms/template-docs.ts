import { graphql } from '../../gql';

// Settings → Forms: the templates and their saves (docs/forms.md → Transports).

export const FormTemplateFields = graphql(`
  fragment FormTemplateFields on FormTemplate {
    id
    name
    description
    jobTypes
    equipmentTypes
    archivedAt
    version
    definition
    updatedAt
  }
`);

/** A template as lists show it (no fields). At most 100: the query's cost stays well under the API's limit. */
export const FormTemplateListFields = graphql(`
  fragment FormTemplateListFields on FormTemplate {
    id
    name
    jobTypes
    equipmentTypes
    archivedAt
    version
  }
`);

export const FormTemplatesQuery = graphql(`
  query FormTemplates($includeArchived: Boolean) {
    formTemplates(includeArchived: $includeArchived, first: 100) {
      edges {
        node {
          ...FormTemplateListFields
        }
      }
    }
  }
`);

export const FormTemplateQuery = graphql(`
  query FormTemplate($id: ID!) {
    formTemplate(id: $id) {
      ...FormTemplateFields
    }
  }
`);

export const CreateFormTemplateMutation = graphql(`
  mutation CreateFormTemplate($input: FormTemplateInput!) {
    createFormTemplate(input: $input) {
      __typename
      ... on FormTemplate {
        ...FormTemplateFields
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

export const UpdateFormTemplateMutation = graphql(`
  mutation UpdateFormTemplate($id: ID!, $input: FormTemplateInput!) {
    updateFormTemplate(id: $id, input: $input) {
      __typename
      ... on FormTemplate {
        ...FormTemplateFields
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

export const ArchiveFormTemplateMutation = graphql(`
  mutation ArchiveFormTemplate($id: ID!, $archived: Boolean!) {
    archiveFormTemplate(id: $id, archived: $archived) {
      __typename
      ... on FormTemplate {
        ...FormTemplateFields
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);
