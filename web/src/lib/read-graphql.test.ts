import { parse } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readGraphQL } from './read-graphql';

const query = parse('query Day($day: String!) { day(date: $day) { id } }');

function answering(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('readGraphQL', () => {
  it('posts the operation by name with its variables and the CSRF header, and gives the data', async () => {
    const fetch = answering(200, { data: { day: { id: 'd1' } } });
    expect(await readGraphQL(query, { day: '2026-11-26' })).toEqual({ day: { id: 'd1' } });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('x-spanner-csrf')).toBe('1');
    const sent = JSON.parse(String(init.body));
    expect(sent.operationName).toBe('Day');
    expect(sent.variables).toEqual({ day: '2026-11-26' });
    expect(sent.query).toContain('day(date: $day)');
  });

  it('fails with the first error of an answer, even with partial data, and with the status of an answer without any', async () => {
    answering(200, { data: { day: null }, errors: [{ message: 'You do not have access to this job' }] });
    await expect(readGraphQL(query, { day: 'x' })).rejects.toThrow('You do not have access to this job');
    answering(502, '<html>Bad gateway</html>');
    await expect(readGraphQL(query, { day: 'x' })).rejects.toThrow('HTTP 502');
  });
});
