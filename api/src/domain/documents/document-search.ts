import { containsWord, everyWord } from '../search.ts';

/** A quote or invoice search: every word must appear (ignoring case) in its number, title, reference or customer's name. */
export function documentSearch(search: string | null | undefined) {
  const words = everyWord(search, (w) => ({
    OR: [
      { number: containsWord(w) },
      { title: containsWord(w) },
      { reference: containsWord(w) },
      { customer: { is: { name: containsWord(w) } } },
    ],
  }));
  return words.AND.length ? words : {};
}
