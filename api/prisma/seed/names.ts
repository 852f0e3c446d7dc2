// People: the Coolair team, support staff, and the names customers' contacts are drawn from.

export interface StaffMember {
  key: 'admin' | 'manager' | 'jake' | 'priya' | 'liam';
  name: string;
  email: string;
  role: 'admin' | 'manager' | 'technician';
  color: string;
}

/** The Coolair team. Colours are distinct so technician dots are easy to tell apart. */
export const COOLAIR_STAFF: readonly StaffMember[] = [
  { key: 'admin', name: 'Daniel Costa', email: 'admin@coolair.com.au', role: 'admin', color: '#2563eb' },
  { key: 'manager', name: 'Rebecca Nguyen', email: 'manager@coolair.com.au', role: 'manager', color: '#9333ea' },
  { key: 'jake', name: 'Jake Wilson', email: 'jake@coolair.com.au', role: 'technician', color: '#16a34a' },
  { key: 'priya', name: 'Priya Sharma', email: 'priya@coolair.com.au', role: 'technician', color: '#ea580c' },
  { key: 'liam', name: "Liam O'Connor", email: 'liam@coolair.com.au', role: 'technician', color: '#db2777' },
];

export const SUPPORT_ADMIN = { name: 'Sam Support', email: 'support@spanner.com.au' } as const;
export const SUPPORT_STAFF = { name: 'Hannah Lee', email: 'help@spanner.com.au' } as const;

export const OWNER_NAME = 'Business Owner';

/** Households: the customer name as it appears on the job, and the person to ask for. */
export const RESIDENTS: readonly { name: string; contact: string }[] = [
  { name: 'Sarah Thompson', contact: 'Sarah Thompson' },
  { name: 'Michael & Anna Papadopoulos', contact: 'Anna Papadopoulos' },
  { name: "James O'Brien", contact: "James O'Brien" },
  { name: 'Mei Lin Chen', contact: 'Mei Lin Chen' },
  { name: 'David Kowalski', contact: 'David Kowalski' },
  { name: 'Emma Fitzgerald', contact: 'Emma Fitzgerald' },
  { name: 'Raj & Sunita Kumar', contact: 'Raj Kumar' },
  { name: 'Olivia Bennett', contact: 'Olivia Bennett' },
  { name: 'Tom & Lucy Harrington', contact: 'Lucy Harrington' },
  { name: 'An Nguyen', contact: 'An Nguyen' },
  { name: 'Grace Russo', contact: 'Grace Russo' },
  { name: 'Ben Murphy', contact: 'Ben Murphy' },
];
