import { graphql } from '../../gql';

export const FormSettingsQuery = graphql(`
  query FormSettings {
    formSettings {
      blockCompletion
    }
  }
`);

export const UpdateFormSettingsMutation = graphql(`
  mutation UpdateFormSettings($blockCompletion: Boolean!) {
    updateFormSettings(blockCompletion: $blockCompletion) {
      __typename
      ... on FormSettings {
        blockCompletion
      }
      ... on AppError {
        message
      }
    }
  }
`);
