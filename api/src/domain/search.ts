/** At most this many words of a search box are used (each adds an AND clause). */
const MAX_WORDS = 10;

/** The words of a search box ('dental  brighton,' → ['dental', 'brighton']), at most ten. */
export function searchWords(search: string | null | undefined): string[] {
  return (search ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/**
 * A case-insensitive "contains" filter for one search word. Prisma passes `contains` to SQL LIKE as it is, so
 * the wildcards % and _ (and the escape \\) are escaped: a search for "50%" finds "50%", not everything.
 */
export function containsWord(word: string) {
  return { contains: word.replace(/[\\%_]/g, '\\$&'), mode: 'insensitive' as const };
}
