// One search semantics for every list: the search box is split into words, and every word must appear
// (ignoring case) in at least one of the area's searched fields — 'dental brighton' finds Bayside Family Dental
// in Brighton. Each area says only where a word may match.

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

/** The where clause of a search: every word matches where `wordMatches` says ({} for an empty search). */
export function everyWord<Where>(search: string | null | undefined, wordMatches: (word: string) => Where): { AND: Where[] } {
  return { AND: searchWords(search).map(wordMatches) };
}

/** A word that may begin an id (hex digits and dashes): searches that look up jobs by id prefix too. */
export const isIdPrefix = (word: string) => /^[0-9a-f-]+$/i.test(word);
