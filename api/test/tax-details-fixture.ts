// Kept apart from documents-fixtures.ts (which needs Vitest) so the bench can file the same details.

/**
 * Everything a business needs on file before it sends a quote or a tax invoice (rules/tax-details.ts): ABN, address,
 * phone, email and a bank account. A test about a missing detail clears it.
 */
export const TAX_DETAILS = {
  abn: '51824753556',
  street: '5 Trade Way',
  suburb: 'Moorabbin',
  state: 'VIC',
  postcode: '3189',
  phone: '03 9555 0101',
  email: 'office@trade-way.test',
  accountName: 'Trade Way Pty Ltd',
  bsb: '063-000',
  accountNumber: '12345678',
} as const;
