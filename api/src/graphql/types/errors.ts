import { AppError } from '../../errors.ts';
import { builder } from '../builder.ts';

// Expected failures of mutations come back as typed results (errors plugin): the client reads `code`, `message`
// and `fieldErrors` instead of parsing error strings. Anything else surfaces as a GraphQL error with extensions.code.

const FieldError = builder.objectRef<{ field: string; message: string }>('FieldError').implement({
  fields: (t) => ({ field: t.exposeString('field'), message: t.exposeString('message') }),
});

builder.objectType(AppError, {
  name: 'AppError',
  description: 'An expected failure: invalid input, a conflict, a refused sign-in, a subscription needed …',
  fields: (t) => ({
    code: t.exposeString('code', {
      description: 'VALIDATION, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, TRIAL_EXPIRED, SUBSCRIPTION_REQUIRED, RATE_LIMITED …',
    }),
    message: t.exposeString('message'),
    fieldErrors: t.field({
      type: [FieldError],
      resolve: (e) => Object.entries(e.details.fieldErrors ?? {}).map(([field, message]) => ({ field, message })),
    }),
  }),
});

/** For a mutation: its expected errors as a union member. */
export const appErrors = { types: [AppError] };
