export interface PostalAddress {
  street?: string | null;
  suburb?: string | null;
  state?: string | null;
  postcode?: string | null;
}

/** One line: '12 Smith St, Richmond VIC 3121' ('' without an address). */
export function formatAddress(a: PostalAddress): string {
  const locality = [a.suburb, a.state, a.postcode].filter(Boolean).join(' ');
  return [a.street, locality].filter(Boolean).join(', ');
}
