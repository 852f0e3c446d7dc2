// Coolair's business details, as they appear on its quotes and invoices.

export const COOLAIR = {
  name: 'Coolair Services Pty Ltd',
  street: 'Unit 4, 17 Gilbert Road',
  suburb: 'Preston',
  state: 'VIC',
  postcode: '3072',
  // The ATO's example ABN: passes the ABN checksum.
  abn: '51 824 753 556',
  phone: '(03) 9478 2210',
  email: 'office@coolair.com.au',
  accountName: 'Coolair Services Pty Ltd',
  bsb: '063-000',
  accountNumber: '1047 2285',
  invoiceTerms:
    'Payment is due within 14 days of the invoice date. Please pay by EFT to the account shown, quoting the invoice number as the reference. Prices exclude GST unless stated; GST is shown separately. Overdue accounts may incur a $25 monthly late fee, and further work may be held until the account is settled.',
  quoteTerms:
    'This quote is valid for 30 days from the date of issue. Prices cover the supply and installation described; extra work found on site (electrical upgrades, longer pipe runs, access equipment) will be quoted and agreed before it is done. A 30% deposit is required to book installation work. Equipment carries the manufacturer’s warranty, and our workmanship is guaranteed for 12 months.',
  timeZone: 'Australia/Melbourne',
} as const;

export const OWNER_ORG_NAME = 'Spanner';

/**
 * A second demo business whose 14-day trial ended three days ago: premium actions answer Trial Expired, its records
 * stay readable (the web e2e tests the modal with it).
 */
export const BAYSIDE = {
  name: 'Bayside Plumbing',
  suburb: 'Sandringham',
  state: 'VIC',
  postcode: '3191',
  email: 'office@baysideplumbing.com.au',
  timeZone: 'Australia/Melbourne',
  admin: { name: 'Sam Nguyen', email: 'sam@baysideplumbing.com.au' },
  customers: ['Hampton Street Cafe', 'Beach Road Dental'],
  jobs: ['Blocked drain at the cafe', 'Hot water service check'],
  trialEndedDaysAgo: 3,
} as const;

/** ABN checksum: subtract 1 from the first digit, weight the digits, and the sum must divide by 89. */
export function isValidAbn(abn: string): boolean {
  const digits = abn.replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = [...digits].reduce((acc, ch, i) => acc + (Number(ch) - (i === 0 ? 1 : 0)) * weights[i], 0);
  return sum % 89 === 0;
}
