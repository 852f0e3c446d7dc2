// The support portal: ticket categories and a handful of Coolair's tickets with replies and internal notes.
import type { Prisma } from '../../src/db/generated/client.ts';
import type { Rng } from './random.ts';
import { DAY_MS } from './time.ts';

export const TICKET_CATEGORIES = [
  { name: 'Billing', description: 'Plans, payments, invoices from Spanner and credit packs.' },
  { name: 'Technical issue', description: 'Something in the app is not working as expected.' },
  { name: 'Feature request', description: 'Ideas and suggestions for Spanner.' },
  { name: 'Account', description: 'Logins, team members, passwords and organisation settings.' },
] as const;

type CategoryName = (typeof TICKET_CATEGORIES)[number]['name'];
type Author = 'admin' | 'manager' | 'jake' | 'priya' | 'liam' | 'supportAdmin' | 'supportStaff';

interface TicketDef {
  title: string;
  category: CategoryName;
  status: 'open' | 'in_progress' | 'resolved' | 'closed';
  priority: 'urgent' | 'high' | 'medium' | 'low';
  by: Author;
  assignedTo: 'supportAdmin' | 'supportStaff' | null;
  daysAgo: number;
  description: string;
  /** Follow-up messages after the description: [author, text, internal?] */
  messages: [Author, string, boolean?][];
}

const TICKETS: readonly TicketDef[] = [
  {
    title: 'Charged twice for the Pro plan this month',
    category: 'Billing',
    status: 'in_progress',
    priority: 'high',
    by: 'admin',
    assignedTo: 'supportAdmin',
    daysAgo: 3,
    description:
      'Hi, our bank statement shows two charges of $49.00 from Spanner on the same day. We only have the one organisation. Can you refund the extra one?',
    messages: [
      [
        'supportAdmin',
        'Stripe shows one settled charge and one authorisation that was never captured. Should drop off within 5 business days.',
        true,
      ],
      [
        'supportAdmin',
        'Hi Daniel, thanks for flagging this. Only one of those charges went through – the second is a temporary hold from a card check and will disappear from your statement within 5 business days. Let us know if it is still there next week.',
      ],
    ],
  },
  {
    title: 'App logs me out when I take a photo on a job',
    category: 'Technical issue',
    status: 'open',
    priority: 'urgent',
    by: 'jake',
    assignedTo: null,
    daysAgo: 1,
    description:
      'On my iPhone, when I add a photo to a job and the camera opens, I get sent back to the login screen and the photo is lost. Happened three times today on site. iOS 18, latest app version.',
    messages: [
      ['jake', 'Also happens when I pick a photo from the library instead of the camera.'],
      ['supportStaff', 'Looks like iOS reclaiming the web view while the camera is open. Need device model before escalating.', true],
    ],
  },
  {
    title: 'Recurring service reminders by SMS',
    category: 'Feature request',
    status: 'open',
    priority: 'low',
    by: 'manager',
    assignedTo: 'supportStaff',
    daysAgo: 9,
    description:
      'It would save me a lot of phone calls if Spanner could text customers a week before their 6-monthly or annual service is due, with a link to confirm a time. At the moment I do this from a spreadsheet.',
    messages: [
      ['supportStaff', 'Same request as the one from the plumbing business last month – added this org to the feature request.', true],
      [
        'supportStaff',
        'Thanks Rebecca – great suggestion. Follow-up jobs are already created from the service interval when a service job is completed; automatic SMS reminders for those are on our roadmap. I have added your vote and we will let you know when it ships.',
      ],
    ],
  },
  {
    title: 'Invite email for new technician never arrived',
    category: 'Account',
    status: 'resolved',
    priority: 'medium',
    by: 'admin',
    assignedTo: 'supportStaff',
    daysAgo: 16,
    description:
      'I invited Liam (liam@coolair.com.au) from the Members page yesterday but he has not received the email, and it is not in his junk folder either.',
    messages: [
      ['supportStaff', 'Mail log shows a soft bounce – their mail server greylisted us. Resent manually.', true],
      [
        'supportStaff',
        'Hi Daniel, the first email was delayed by your mail server. I have sent the invite again – could you ask Liam to check now?',
      ],
      ['admin', 'Got it, he is in. Thanks for the quick help!'],
      ['supportStaff', 'Great, glad it is sorted. I will mark this one as resolved.'],
    ],
  },
  {
    title: 'Schedule showed jobs an hour out after daylight saving',
    category: 'Technical issue',
    status: 'closed',
    priority: 'high',
    by: 'manager',
    assignedTo: 'supportAdmin',
    daysAgo: 27,
    description:
      'Since the clocks changed, jobs I book for 8:00 show as 9:00 on the technicians’ phones. The desktop schedule looks right. This caused one of the guys to turn up late to a job this morning.',
    messages: [
      ['supportAdmin', 'Reproduced: mobile was applying a fixed +10 offset. Fix deployed in this morning’s release.', true],
      [
        'supportAdmin',
        'Hi Rebecca, sorry for the trouble. The mobile app was not adjusting for daylight saving; we released a fix this morning. Please update the app and the times will line up with the desktop schedule.',
      ],
      ['manager', 'Updated on all three phones and the times are right now. Thanks.'],
    ],
  },
  {
    title: 'CSV import skips customers with an apostrophe in the name',
    category: 'Technical issue',
    status: 'in_progress',
    priority: 'medium',
    by: 'priya',
    assignedTo: 'supportAdmin',
    daysAgo: 6,
    description:
      'I imported our old customer list and 4 rows are missing. They all have an apostrophe in the name, like O’Brien and St Mary’s. The import said it was successful.',
    messages: [
      ['supportAdmin', 'Curly apostrophes from Excel break the quoting in the parser. Raised with the dev team.', true],
      [
        'supportAdmin',
        'Thanks Priya, we can reproduce this and a fix is in progress. In the meantime you can add those 4 customers by hand or re-save the file as CSV UTF-8.',
      ],
    ],
  },
];

export interface SupportIds {
  orgId: string;
  users: Record<'admin' | 'manager' | 'jake' | 'priya' | 'liam', string>;
  supportAdminId: string;
  supportStaffId: string;
  categories: Map<string, string>;
}

export interface SupportRows {
  tickets: Prisma.TicketCreateManyInput[];
  messages: Prisma.TicketMessageCreateManyInput[];
  assignments: Prisma.TicketAssignmentCreateManyInput[];
}

export function buildSupport(rng: Rng, now: Date, ids: SupportIds): SupportRows {
  const rows: SupportRows = { tickets: [], messages: [], assignments: [] };
  const author = (a: Author) =>
    a === 'supportAdmin'
      ? { authorStaffId: ids.supportAdminId }
      : a === 'supportStaff'
        ? { authorStaffId: ids.supportStaffId }
        : { authorUserId: ids.users[a] };
  const staffId = (s: 'supportAdmin' | 'supportStaff') => (s === 'supportAdmin' ? ids.supportAdminId : ids.supportStaffId);

  for (const def of TICKETS) {
    const id = rng.uuid();
    const createdAt = new Date(now.getTime() - def.daysAgo * DAY_MS - rng.int(30, 8 * 60) * 60000);
    // Messages follow at intervals that fit in the time since the ticket was opened.
    const step = (now.getTime() - createdAt.getTime()) / (def.messages.length + 2);
    let at = createdAt;
    if (def.assignedTo) {
      at = new Date(at.getTime() + step * 0.5);
      rows.assignments.push({
        id: rng.uuid(),
        ticketId: id,
        staffId: staffId(def.assignedTo),
        assignedById: ids.supportAdminId,
        createdAt: at,
      });
    }
    let firstResponseAt: Date | null = null;
    for (const [who, text, internal] of def.messages) {
      at = new Date(at.getTime() + step * (0.5 + rng.next() * 0.5));
      if (!firstResponseAt && !internal && (who === 'supportAdmin' || who === 'supportStaff')) firstResponseAt = at;
      rows.messages.push({ id: rng.uuid(), ticketId: id, message: text, isInternal: internal ?? false, ...author(who), createdAt: at });
    }
    rows.tickets.push({
      id,
      orgId: ids.orgId,
      submittedById: ids.users[def.by as keyof SupportIds['users']],
      title: def.title,
      description: def.description,
      categoryId: ids.categories.get(def.category) ?? null,
      status: def.status,
      priority: def.priority,
      assignedToId: def.assignedTo ? staffId(def.assignedTo) : null,
      createdAt,
      updatedAt: at,
      // Resolved or closed with its last message (the conversation ends with the resolution).
      resolvedAt: def.status === 'resolved' || def.status === 'closed' ? at : null,
      firstResponseAt,
    });
  }
  return rows;
}
