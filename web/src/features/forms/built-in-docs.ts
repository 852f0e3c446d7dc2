import { graphql } from '../../gql';

// Settings → Forms → Add a Spanner template: the built-in templates and adding one (docs/forms.md → Built-in templates).

export const BuiltInFormTemplatesQuery = graphql(`
  query BuiltInFormTemplates {
    builtInFormTemplates {
      key
      name
      description
      added
      addedTemplateId
    }
  }
`);

export const AddBuiltInFormTemplateMutation = graphql(`
  mutation AddBuiltInFormTemplate($key: String!) {
    addBuiltInFormTemplate(key: $key) {
      __typename
      ... on FormTemplate {
        id
        name
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);
