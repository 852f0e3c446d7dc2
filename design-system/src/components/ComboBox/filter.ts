import type { Option } from '../shared/Option';

/** Case-insensitive substring match, the rule for every ComboBox list. */
export function matchesQuery(text: string, query: string): boolean {
  return text.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());
}

/**
 * Whether to offer 'Create "<text>"': the typed text is non-empty and is not a case-insensitive exact match of an
 * existing option.
 */
export function shouldOfferCreate(text: string, items: Iterable<Pick<Option, 'label'>>): boolean {
  const wanted = text.trim().toLocaleLowerCase();
  if (wanted === '') return false;
  for (const item of items) if (item.label.trim().toLocaleLowerCase() === wanted) return false;
  return true;
}
