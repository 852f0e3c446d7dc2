import type { GraphQLObjectType, GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../src/graphql/schema.ts';

// graphql/loaded-columns.ts: an exposed column of a model read by selection (User) is answered from the row when the
// row holds it, with no look-up of the plan that loaded the row; an absent column still goes to the prisma plugin,
// which loads it. The resolvers are the schema's own, as the executor calls them.

const user = schema.getType('User') as GraphQLObjectType;
const resolverOf = (field: string) => user.getFields()[field].resolve!;
const infoFor = (field: string) =>
  ({ fieldName: field, path: { prev: undefined, key: field, typename: 'User' }, parentType: user }) as unknown as GraphQLResolveInfo;
// No plan, no database: a resolver that consults either fails.
const nothing = {};

describe('columns a row holds', () => {
  it('are answered from the row, null included, without the plan', () => {
    expect(resolverOf('color')({ id: 'u1', color: '#123456' }, {}, nothing, infoFor('color'))).toBe('#123456');
    expect(resolverOf('avatarUrl')({ id: 'u1', avatarUrl: null }, {}, nothing, infoFor('avatarUrl'))).toBeNull();
    expect(resolverOf('name')({ id: 'u1', name: 'Jake' }, {}, nothing, infoFor('name'))).toBe('Jake');
  });

  it('are looked up by the prisma plugin when the row does not hold them', async () => {
    const answer = () => resolverOf('color')({ id: 'u1' }, {}, nothing, infoFor('color'));
    await expect(async () => answer()).rejects.toThrow();
  });

  it('leave fields that compute from the row alone', async () => {
    // initials selects `name` and computes: not an exposed column, so the plugin's look-up still runs.
    await expect(async () => resolverOf('initials')({ id: 'u1', name: 'Jake Smith' }, {}, nothing, infoFor('initials'))).rejects.toThrow();
  });
});
