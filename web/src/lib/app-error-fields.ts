import { graphql } from '../gql';

/**
 * What a form reads of a refused mutation (`AppError`): the message, the code and each field's error, spread as
 * `... on AppError { ...AppErrorFields }`; `unwrap` (lib/mutation-result.ts) turns it into a MutationError.
 */
export const AppErrorFields = graphql(`
  fragment AppErrorFields on AppError {
    code
    message
    fieldErrors {
      field
      message
    }
  }
`);
