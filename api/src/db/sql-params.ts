/**
 * The numbered parameters of a raw statement written from parts (tenantRows): `add(value)` binds a value and
 * answers its placeholder, numbered from `first` ($1 is the caller's organisation). A filter the request does not
 * use is left out of the text rather than written as `$n IS NULL OR …`: each combination is then its own prepared
 * statement with no optional branch, which PostgreSQL can plan once and keep (docs/architecture.md → "Statements
 * that stay fast on a kept plan"); with the branch it plans the statement again on every run.
 */
export function sqlParams(first: number) {
  const values: unknown[] = [];
  return {
    values,
    add(value: unknown): string {
      values.push(value);
      return `$${first + values.length - 1}`;
    },
  };
}

export type SqlParams = ReturnType<typeof sqlParams>;
