import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { messageOf } from './error-message';
import { RequestError } from './http';

const server = (status: number, body: string) =>
  new ServerError('Response not successful', { response: new Response(body, { status }), bodyText: body });

describe('error text shown to users', () => {
  it('reads the server error field, then message, then HTTP status', () => {
    expect(messageOf(server(402, '{"error":"Your trial ended."}'), 'Failed')).toBe('Your trial ended.');
    expect(messageOf(server(500, '{"message":"Down for maintenance"}'), 'Failed')).toBe('Down for maintenance');
    expect(messageOf(server(502, ''), 'Failed')).toBe('HTTP 502');
    expect(messageOf(server(402, 'subscription required'), 'Failed')).toBe('subscription required');
  });

  it('uses a GraphQL error message, a network error message, or the fallback', () => {
    expect(messageOf(new CombinedGraphQLErrors({ errors: [{ message: 'Not authenticated' }] }), 'Failed')).toBe('Not authenticated');
    expect(messageOf(new RequestError('Request timed out'), 'Failed')).toBe('Request timed out');
    expect(messageOf(null, 'Failed to log in')).toBe('Failed to log in');
  });
});
