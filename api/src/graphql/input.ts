/**
 * The fields a client actually sent. Omitted fields mean "unchanged" and are dropped. Options: `dropNull` treats
 * null like omitted; `nullListsAsEmpty` turns a null `…Ids` list into [] ("none").
 */
export function sent<T extends object>(input: T, opts: { dropNull?: boolean; nullListsAsEmpty?: boolean } = {}): Partial<T> {
  return Object.fromEntries(
    Object.entries(input)
      .filter(([, v]) => v !== undefined && !(opts.dropNull && v === null))
      .map(([k, v]) => [k, opts.nullListsAsEmpty && v === null && k.endsWith('Ids') ? [] : v]),
  ) as Partial<T>;
}
