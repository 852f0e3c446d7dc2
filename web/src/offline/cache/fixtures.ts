import type { DeviceCopyQuery } from '../../gql/graphql';

// A technician's read as the server answers DeviceCopyQuery, for the cache module's tests.

type Job = DeviceCopyQuery['jobsInRange'][number];
type Unit = Job['equipment'][number];
type UnitJob = Unit['jobs'][number];

export const note = (id: string, text: string, createdAt: string, author = 'Jake Wilson') => ({
  __typename: 'JobNote' as const,
  id,
  text,
  createdAt,
  author: { __typename: 'User' as const, name: author },
});

export const unitJob = (id: string, scheduledAt: string | null, notes: UnitJob['notes'] = []): UnitJob => ({
  __typename: 'Job',
  id,
  title: `Visit ${id}`,
  status: 'done',
  jobType: null,
  scheduledAt,
  notes,
});

export const unit = (id: string, jobs: UnitJob[]): Unit => ({
  __typename: 'Equipment',
  id,
  name: `Unit ${id}`,
  make: 'Daikin',
  model: 'FTXM25W',
  serial: null,
  equipmentType: null,
  notes: null,
  lastServiceAt: null,
  nextServiceDueAt: null,
  meterHours: null,
  jobs,
});

export const job = (id: string, scheduledAt: string | null, equipment: Unit[] = []): Job => ({
  __typename: 'Job',
  id,
  title: `Job ${id}`,
  description: null,
  status: 'scheduled',
  jobType: null,
  scheduledAt,
  durationMinutes: null,
  technicians: [{ __typename: 'User', id: 'jake', name: 'Jake Wilson' }],
  customer: {
    __typename: 'Customer',
    id: 'c1',
    name: 'Puckle Street Medical Clinic',
    contactName: 'Elena Vlahos',
    phone: '(03) 9037 6169',
    email: null,
    address: '47 Puckle Street, Moonee Ponds VIC 3039',
    notes: 'Ask for Elena',
  },
  equipment,
  notes: [],
  hours: [],
  parts: [],
  forms: [],
});

export const read = (
  jobs: Job[],
  viewerId = 'jake',
  shifts: DeviceCopyQuery['timesheetWeek']['days'][number]['shifts'] = [],
): DeviceCopyQuery => ({
  viewer: {
    __typename: 'User',
    id: viewerId,
    name: 'Jake Wilson',
    org: {
      __typename: 'Organization',
      id: 'org',
      name: 'Coolair Services',
      abn: '51 824 753 556',
      phone: '03 9484 1200',
      email: 'office@coolair.test',
      timeZone: 'Australia/Melbourne',
    },
  },
  timesheetWeek: { __typename: 'TimesheetWeek', days: [{ __typename: 'TimesheetDay', shifts }] },
  jobsInRange: jobs,
});
