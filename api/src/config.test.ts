import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('REDIS_PREFIX', () => {
  it('defaults to one prefix per database, without its credentials', () => {
    const prefix = (env: Record<string, string>) => loadConfig(env).redisPrefix;
    expect(prefix({})).toBe('spanner');
    expect(prefix({ DATABASE_URL: 'postgresql://app:secret@db.internal:5433/spanner_prod' })).toBe('spanner:db.internal:5433/spanner_prod');
    expect(prefix({ DATABASE_URL: 'postgresql://app:secret@db.internal/staging' })).toBe('spanner:db.internal:5432/staging');
    expect(prefix({ DATABASE_URL: 'postgresql://app:secret@db.internal/staging', REDIS_PREFIX: 'acme-staging' })).toBe('acme-staging');
  });
});
