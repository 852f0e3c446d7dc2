/** What every read of a quote or invoice shows of its customer (REST, the PDF and the emails). */
export const documentCustomer = {
  select: { id: true, name: true, contactName: true, email: true, phone: true, street: true, suburb: true, state: true, postcode: true },
} as const;

/** Lines in the order the editor saved them. */
export const documentLinesInOrder = { orderBy: { position: 'asc' } } as const;

/** Newest first; the id breaks ties so pages never overlap. */
export const newestDocumentsFirst = [{ createdAt: 'desc' }, { id: 'desc' }] as const;
