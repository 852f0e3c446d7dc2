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

/** First names for business contacts (a Melbourne mix). */
export const FIRST_NAMES = [
  'Sarah', 'Michael', 'Jessica', 'Chris', 'Emma', 'Tom', 'Olivia', 'James', 'Chloe', 'Ben',
  'Mei', 'Raj', 'Anh', 'Sofia', 'Nick', 'Georgia', 'Luca', 'Hannah', 'Matt', 'Aisha',
  'Dimitri', 'Kate', 'Sam', 'Lauren', 'Josh', 'Zoe', 'Ravi', 'Elena', 'Paul', 'Tegan',
  'Marco', 'Fiona', 'Hamish', 'Leah', 'Andrew', 'Priyanka', 'Duc', 'Bridget', 'Stavros', 'Amy',
] as const;

export const LAST_NAMES = [
  'Thompson', 'Papadopoulos', "O'Brien", 'Chen', 'Kowalski', 'Fitzgerald', 'Kumar', 'Bennett', 'Harrington', 'Nguyen',
  'Russo', 'Murphy', 'Smith', 'Williams', 'Brown', 'Taylor', 'Kelly', 'Walsh', 'Tran', 'Singh',
  'Rossi', 'Anderson', 'Mitchell', 'Campbell', 'Stewart', 'Wong', 'Patel', 'Ryan', 'Lee', 'Georgiou',
  'Clarke', 'Doyle', 'Martin', 'Hughes', 'Le', 'Vlahos', 'Morgan', 'Reid', 'Sullivan', 'Marino',
] as const;
