// The landing page's two FAQs: how Spanner compares with what a business uses today, and the questions people ask
// before they sign up. The same words feed the page and its FAQ structured data.
import { MONEY_BACK_DAYS, TRIAL_DAYS } from '@rules/plans';

export interface Faq {
  question: string;
  answer: string;
}

export const COMPARISON_FAQ: readonly Faq[] = [
  {
    question: 'How is Spanner different from a diary, a whiteboard and a spreadsheet?',
    answer:
      'Everything about a job lives in one place: the customer, the equipment, the booking, the technician, the photos, the hours and parts, and the invoice. Nobody retypes anything, the office and the van see the same schedule, and customers get their confirmation by SMS without anyone picking up the phone.',
  },
  {
    question: 'How does Spanner compare with the big field-service platforms?',
    answer:
      'Spanner is built for businesses of one to twelve people in Australia: AUD pricing with GST, ABN and BSB on quotes and invoices, Melbourne time, and a price per month for the whole team rather than per seat. You can be set up in an afternoon without a consultant.',
  },
  {
    question: 'Can I bring my customers and equipment from another system?',
    answer:
      'Yes. Import your customers and equipment from a CSV file exported from your current system or spreadsheet, then add jobs as they come in.',
  },
  {
    question: 'Do I still need my accounting software?',
    answer:
      'Keep it for your books. Spanner creates the quotes and invoices your customers see and tracks what is paid. It does not connect to Xero or MYOB yet: an admin can download every invoice, as CSV and PDF, at any time, and a developer can link your accounting software to Spanner through its API and webhooks.',
  },
];

export const COMMON_FAQ: readonly Faq[] = [
  {
    question: 'How does the free trial work?',
    answer: `Every account starts with a ${TRIAL_DAYS}-day trial of Pro. No credit card is needed, there are no setup fees, and you can cancel anytime. Choose a plan before the trial ends to keep going.`,
  },
  {
    question: 'Can I change my plan later?',
    answer: 'Yes. Plan changes take effect immediately, and billing is pro-rated for the rest of the month.',
  },
  {
    question: 'What happens when we run out of SMS or emails?',
    answer:
      'Each plan includes a monthly allowance. When you reach it you can buy an SMS or email pack in the app, or move to a bigger plan.',
  },
  {
    question: 'Does Spanner work on phones?',
    answer:
      'Yes. Technicians use Spanner in their phone’s browser, and can install it on the home screen to open it like an app: today’s jobs, directions, photos, notes, hours and parts, even without signal.',
  },
  {
    question: 'What if Spanner is not right for us?',
    answer: `Cancel anytime. If you are not happy in your first ${MONEY_BACK_DAYS} days on a paid plan, ask us for your money back.`,
  },
];
