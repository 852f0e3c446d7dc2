import { describe, expect, it } from 'vitest';
import { messageOf } from './error-message';
import { codeOf, fieldErrorsOf, MutationError, unwrap } from './mutation-result';
import { subscriptionPrompt } from './subscription-prompt-store';

type Answer =
  | { __typename: 'Job'; id: string }
  | { __typename: 'AppError'; message: string; code: string; fieldErrors: { field: string; message: string }[] };

const refused: Answer = {
  __typename: 'AppError',
  message: 'Title is required',
  code: 'VALIDATION',
  fieldErrors: [{ field: 'title', message: 'Title is required' }],
};

describe('unwrap', () => {
  it('gives the record when the mutation answered it', () => {
    const job: Answer = { __typename: 'Job', id: 'j1' };
    expect(unwrap(job).id).toBe('j1');
  });

  it("throws the server's message, code and field errors on an AppError", () => {
    let caught: unknown;
    try {
      unwrap(refused, 'Failed to save');
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(MutationError);
    expect(messageOf(caught, 'Failed to save')).toBe('Title is required');
    expect(codeOf(caught)).toBe('VALIDATION');
    expect(fieldErrorsOf(caught)).toEqual({ title: 'Title is required' });
  });

  it('throws the fallback when there was no answer or no message', () => {
    expect(() => unwrap(undefined as Answer | undefined, 'Failed to save')).toThrow('Failed to save');
    expect(() => unwrap({ ...refused, message: '' }, 'Failed to save')).toThrow('Failed to save');
    expect(fieldErrorsOf(new Error('network'))).toEqual({});
    expect(codeOf(new Error('network'))).toBeNull();
  });

  it('opens the Trial Expired modal when a premium action is refused for an expired trial', () => {
    subscriptionPrompt.set(null);
    const expired = {
      ...refused,
      code: 'TRIAL_EXPIRED',
      message: 'Your 14-day trial has expired. Upgrade now to continue!',
      fieldErrors: [],
    };
    expect(() => unwrap(expired, 'Failed to create job')).toThrow(MutationError);
    expect(subscriptionPrompt.get()).toMatchObject({ title: 'Trial Expired', action: { label: 'Upgrade Now', url: '/subscription' } });
    subscriptionPrompt.set(null);
    expect(() => unwrap(refused, 'Failed to save')).toThrow();
    expect(subscriptionPrompt.get()).toBeNull();
  });
});
