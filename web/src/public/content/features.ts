// What the landing page's features section says Spanner does.

export interface Feature {
  title: string;
  text: string;
}

export const FEATURES: readonly Feature[] = [
  {
    title: 'Jobs from first call to paid',
    text: 'Create a job in seconds, assign technicians, and follow it from booked to done. Service jobs book their next visit automatically.',
  },
  {
    title: 'A schedule the whole team sees',
    text: 'Drag jobs between days and technicians. The office and the van always look at the same week.',
  },
  {
    title: 'SMS job confirmations',
    text: 'Customers confirm their booking from a text message, so you stop driving to locked gates.',
  },
  {
    title: 'Quotes and invoices with GST',
    text: 'Send professional quotes customers accept online, turn completed jobs into invoices, and see what is overdue.',
  },
  {
    title: 'Customers and equipment',
    text: 'Every unit you look after, with its make, model, serial number and full service history.',
  },
  {
    title: 'Notes, photos, hours and parts',
    text: 'Technicians record the work on site, so the invoice is ready when the job is finished.',
  },
];
