import type { z } from 'zod';

/** Every expected failure has a code; the code decides the HTTP status (REST) and extensions.code (GraphQL). */
export const errorStatus = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  TRIAL_EXPIRED: 402,
  SUBSCRIPTION_REQUIRED: 402,
  QUOTA_EXCEEDED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A quote or invoice cannot be sent until the business adds its ABN, address, contact or payment details. */
  TAX_DETAILS_REQUIRED: 409,
  /** The first request with this Idempotency-Key is still being applied. */
  IDEMPOTENCY_KEY_IN_FLIGHT: 409,
  /** An Idempotency-Key sent again with a different request. */
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  LENGTH_REQUIRED: 411,
  RATE_LIMITED: 429,
  /** The SMS or email provider refused or failed the send (nothing was charged). */
  DELIVERY_FAILED: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface ErrorDetails {
  /** Field name → message, for forms. */
  fieldErrors?: Record<string, string>;
  /** What to do about it: the upgrade action of a 402, the settings page of TAX_DETAILS_REQUIRED (label and url). */
  action?: { label: string; url: string };
  /** Seconds until a rate limit lifts, or until a transient outage is worth retrying. */
  retryAfterSeconds?: number;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetails;
  constructor(code: ErrorCode, message: string, details: ErrorDetails = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
  get status(): number {
    return errorStatus[this.code];
  }
}

/**
 * A premium action refused because the trial ended or the subscription lapsed (402 TRIAL_EXPIRED or
 * SUBSCRIPTION_REQUIRED with the upgrade action). Not an AppError on purpose: GraphQL mutations return AppErrors as
 * typed results, while this one must reach every client as a GraphQL error with `extensions.code` (the web and native
 * clients open the Trial Expired / Premium Feature modals from it), as REST answers it with HTTP 402.
 */
export class PaymentRequired extends Error {
  readonly appError: AppError;
  constructor(code: 'TRIAL_EXPIRED' | 'SUBSCRIPTION_REQUIRED', message: string, action: { label: string; url: string }) {
    super(message);
    this.name = 'PaymentRequired';
    this.appError = new AppError(code, message, { action });
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You do not have permission to do that') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Not authenticated') => new AppError('UNAUTHENTICATED', message);

/** The database is out of reach for a moment (restart, network): 503, try again shortly. */
export const serviceUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 'Spanner cannot reach its database right now. Please try again in a moment.', {
    retryAfterSeconds: 5,
  });

/** Validate input with a zod schema; the first problem becomes the message, every problem a field error. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  const first = result.error.issues[0];
  // zod's own wording for a missing field is technical; say it plainly unless the schema gave its own text.
  const generic = first.code === 'invalid_type' && first.message.startsWith('Invalid input');
  const message =
    generic && first.path.length ? `${first.path.join('.')} is ${first.input === undefined ? 'required' : 'invalid'}` : first.message;
  throw new AppError('VALIDATION', message, { fieldErrors });
}
