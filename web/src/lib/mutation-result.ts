import { promptFromCode } from './subscription-errors';
import { subscriptionPrompt } from './subscription-prompt-store';

// Every GraphQL mutation answers `AppError | X` (expected failures are typed results, not GraphQL errors). One way
// to read that answer: `unwrap` gives X or throws a MutationError carrying the server's message, code and field
// errors, so a caller writes its happy path and handles every failure (typed, GraphQL or network) in one catch.
//
//   try {
//     const job = unwrap((await createJob({ variables })).data?.createJob, 'Failed to create job');
//     navigate(`/jobs/${job.id}`);
//   } catch (err) {
//     setError(messageOf(err, 'Failed to create job'));
//     setFieldErrors(fieldErrorsOf(err));
//   }

interface AppErrorShape {
  __typename: 'AppError';
  message?: string | null;
  code?: string | null;
  fieldErrors?: readonly { field: string; message: string }[] | null;
}

/** A mutation refused with a typed AppError (or that answered nothing): the server's text, code and field errors. */
export class MutationError extends Error {
  readonly code: string | null;
  readonly fieldErrors: Record<string, string>;

  constructor(message: string, code: string | null = null, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'MutationError';
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

/**
 * The mutation's record; throws a MutationError with the server's message (the fallback when it gave none, or when
 * there was no answer at all) when it is an AppError.
 */
export function unwrap<R extends { __typename: string }>(
  result: R | null | undefined,
  fallback = 'Something went wrong',
): Exclude<R, { __typename: 'AppError' }> {
  if (result && result.__typename !== 'AppError') return result as Exclude<R, { __typename: 'AppError' }>;
  const error = result as AppErrorShape | null | undefined;
  // A premium action refused for want of a subscription opens the spec's modal, wherever it was called from.
  const prompt = promptFromCode(error?.code, error?.message);
  if (prompt) subscriptionPrompt.set(prompt);
  throw new MutationError(
    error?.message || fallback,
    error?.code ?? null,
    Object.fromEntries((error?.fieldErrors ?? []).map((f) => [f.field, f.message])),
  );
}

/** The field errors of a failed mutation, by field name ({} for any other failure). */
export const fieldErrorsOf = (error: unknown): Record<string, string> => (error instanceof MutationError ? error.fieldErrors : {});

/** The AppError code of a failed mutation (null for any other failure). */
export const codeOf = (error: unknown): string | null => (error instanceof MutationError ? error.code : null);
