// The product's own help text: how-to answers about Spanner's screens, which the assistant gives without an AI
// service. A question matches a topic when it names one of the topic's words; the first topic with the most matches
// answers. Questions about the organisation's own figures ("which invoices are overdue?") are not how-to questions:
// they need the AI service (offline-reply.ts says so).

interface HelpTopic {
  /** Words or phrases (lower case) that name the topic. */
  words: string[];
  answer: string;
}

export const HELP_TOPICS: HelpTopic[] = [
  {
    words: ['new job', 'create a job', 'add a job', 'book a job', 'create job', 'book'],
    answer:
      "To create a job, open Jobs and choose New Job (or Create Job on a customer's page, which picks the customer for you). Give it a title, the customer, the date and time (in your business's time zone), the equipment and the technicians, then Create Job. Or tell me here, e.g. \"New job for Bayside Family Dental tomorrow 9 am, aircon not cooling, send Jake\", and I'll draft it for you to confirm.",
  },
  {
    words: ['reschedule', 'move a job', 'change the time', 'drag', 'move job'],
    answer:
      'To move a job, open Schedule and drag it to another day, or open the job and choose Edit Job to change its date and time. Or tell me, e.g. "Move Jake\'s 2 pm to Thursday", and I\'ll draft the change for you to confirm.',
  },
  {
    words: ['complete', 'finish a job', 'close a job', 'mark done', 'completed'],
    answer:
      'To complete a job, open it and choose Complete: record the hours, parts, charges and any follow-up service. The job then moves to Completed Jobs, where an office user can Convert to Invoice.',
  },
  {
    words: ['invoice', 'bill', 'invoicing', 'convert to invoice'],
    answer:
      'To invoice finished work, open Completed Jobs, pick the job and choose Convert to Invoice: it becomes a draft invoice with the job\'s charges and GST. You can also write one from Invoices → New Invoice. Or tell me "Invoice <customer>" and I\'ll draft it from their latest completed job. Invoices are for admins and managers.',
  },
  {
    words: ['quote', 'quotes', 'estimate'],
    answer:
      'Quotes are under Quotes → New Quote: add lines from the price list, then Email it to the customer, who can accept it online. An accepted quote can become a job (Convert to Job) or an invoice (Convert to Invoice).',
  },
  {
    words: ['mark paid', 'paid', 'payment', 'overdue'],
    answer:
      'Open the invoice under Invoices and choose Mark Paid when the money arrives. Sent invoices past their due date show as overdue in red on the Invoices list.',
  },
  {
    words: ['sms credit', 'credits', 'credit pack', 'packs', 'run out', 'usage', 'quota'],
    answer:
      "Your plan includes a number of SMS and emails each billing period; Settings → Usage shows what you've used. When they run out, buy a communication pack under Settings → Billing (Purchase Communication Packs): pack credits are used after the plan's allowance.",
  },
  {
    words: ['sms', 'text message', 'text the customer', 'confirmation', 'remind'],
    answer:
      'On a job, Send SMS texts the customer the job confirmation with a link to confirm it. Appointment reminders, when turned on under Settings → Messages, text each customer the day before their visit at the time set there. Each SMS uses credits (a long message is several parts). Tell me "Text the customer we\'re running 20 minutes late" to draft a running-late text.',
  },
  {
    words: ['technician', 'member', 'team', 'invite', 'staff', 'user', 'employee'],
    answer:
      'Admins and managers add people under Members → Add Member: enter their name, email and role (admin, manager or technician). They get an invite link by email and can be assigned jobs once they have joined. Your plan sets how many users you can have.',
  },
  {
    words: ['customer', 'client'],
    answer:
      "Customers are under Customers → New Customer (company name required; contact, email, phone and address optional). A customer's page shows their equipment, jobs, quotes and invoices, with Create Job, Navigate and Copy address.",
  },
  {
    words: ['equipment', 'unit', 'service interval', 'serial'],
    answer:
      'Equipment is under Equipment: each unit has a name, make, model, serial and the customer it belongs to. Add units to a job so its service history builds up; a service interval suggests the next service when the job is completed.',
  },
  {
    words: ['import', 'csv', 'spreadsheet'],
    answer: 'Admins and managers can import customers and equipment from a CSV file: Import CSV on the Customers or Equipment page.',
  },
  {
    words: ['schedule', 'calendar', 'week', 'month', 'today'],
    answer:
      "Schedule shows jobs by day, week or month in your business's time zone; filter by technician, and drag a job to move it. Technicians see their own jobs.",
  },
  {
    words: ['plan', 'subscription', 'upgrade', 'trial', 'cancel', 'price', 'pricing'],
    answer:
      'Plans are Solo ($29 a month, 1 user), Pro ($49, up to 5 users) and Enterprise ($99, up to 12 users). An admin changes the plan or payment method under Settings → Billing; changes take effect at once with pro-rated billing.',
  },
  {
    words: ['business details', 'abn', 'bank', 'logo', 'terms', 'time zone', 'timezone', 'settings'],
    answer:
      'Your business details (name, ABN, address, bank account for invoices, quote and invoice terms and the time zone) are under Settings → Business, for admins and managers.',
  },
  {
    words: ['password', 'profile', 'avatar', 'sign out', 'log out'],
    answer: 'Your profile button in the menu opens your profile (name, photo, password); Sign Out is beside it.',
  },
  {
    words: ['support', 'ticket', 'help desk', 'contact'],
    answer: 'For help from the Spanner team, open Support → New Ticket and describe the problem; replies appear on the ticket.',
  },
  {
    words: ['assistant', 'what can you do', 'help'],
    answer:
      'Without the AI service I can draft a new job, an invoice for a completed job, a reschedule or a running-late text from one sentence, and answer how-to questions about Spanner. You see every draft exactly as it will be and nothing happens until you Confirm.',
  },
];

const normalise = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/**
 * How-to questions ask about the product ("how do I…", "where is…", "what are…"); questions about the business's own
 * records ("which invoices are overdue?", "how many jobs…") do not, whatever words they share with a topic.
 */
const HOW_TO =
  /^(?:please\s+)?(?:how\s+(?:do|can|to|should|does)|where|what\s+(?:is|are|does|do|can)\b|what's|whats|can\s+(?:i|you|we)|could\s+(?:i|you)|do\s+i|is\s+there|help|explain|i\s+need\s+help|tell\s+me\s+how)\b/i;
const ABOUT_RECORDS = /\b(?:how many|how much|which|who|list|show me|my jobs|today's|tomorrow|this week|overdue invoices|unpaid)\b/i;

/** The help answer for a how-to question, or null when it is not one or no topic matches. */
export function helpAnswer(question: string): string | null {
  if (!HOW_TO.test(question.trim()) || ABOUT_RECORDS.test(question)) return null;
  const text = normalise(question);
  let best: { topic: HelpTopic; score: number } | null = null;
  for (const topic of HELP_TOPICS) {
    const score = topic.words.reduce((n, w) => n + (text.includes(normalise(w)) ? normalise(w).length : 0), 0);
    if (score > 0 && (!best || score > best.score)) best = { topic, score };
  }
  return best?.topic.answer ?? null;
}
