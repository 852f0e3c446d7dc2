// Posts for the public blog: practical articles for people running a trade business.
import type { Prisma } from '../../src/db/generated/client.ts';
import type { Rng } from './random.ts';
import { DAY_MS } from './time.ts';

interface PostDef {
  slug: string;
  title: string;
  excerpt: string;
  category: 'Business Growth' | 'Customer Experience' | 'Technology' | 'Operations' | 'Equipment';
  tags: string[];
  authorName: string;
  daysAgo: number;
  /** An illustration in web/public/media (made by web/scripts/make-blog-covers.mjs); the blog features the newest post with one. */
  coverImageUrl?: string;
  paragraphs: string[];
}

const POSTS: readonly PostDef[] = [
  {
    slug: 'pricing-maintenance-agreements',
    title: 'How to price maintenance agreements that actually pay',
    excerpt: 'Regular service work smooths out the quiet months – but only if the price covers the real cost of each visit.',
    category: 'Business Growth',
    tags: ['pricing', 'maintenance', 'recurring revenue'],
    authorName: 'Megan Hart',
    daysAgo: 41,
    paragraphs: [
      'Most trade businesses live with a seasonal cash flow. For air-conditioning contractors the phone rings off the hook in the first heatwave of summer and goes quiet by May. A book of maintenance agreements is the most reliable way to keep technicians busy in the shoulder months, but many businesses price them as a loss leader and never make money on them.',
      'Start with the true cost of a visit. Add up the time on site, the travel there and back, the consumables, and the admin time to book the job, send the report and chase the invoice. For a typical two-unit residential service that is easily two hours of paid time before anyone picks up a tool. If your agreement price does not cover that at your normal hourly rate, every visit is costing you money.',
      'Next, price by equipment rather than by site. A dental clinic with five split systems is five times the work of a house with one, and your customers understand that. A simple price list – one rate per split system, a higher rate for ducted and cassette units – is easy to quote and easy to defend.',
      'Finally, make the agreement easy to keep. Book the next visit as soon as you finish the current one, send a reminder a week before, and confirm the day before. Customers who never have to think about their service are the ones who renew year after year.',
    ],
  },
  {
    slug: 'stop-no-shows-and-wasted-call-outs',
    title: 'Five habits that stop no-shows and wasted call-outs',
    excerpt: 'Turning up to a locked gate costs you an hour and a half. These habits make it rare.',
    category: 'Customer Experience',
    tags: ['scheduling', 'SMS', 'customer communication'],
    authorName: 'Megan Hart',
    daysAgo: 26,
    coverImageUrl: '/media/blog-stop-no-shows-and-wasted-call-outs.png',
    paragraphs: [
      'Every trade business has the story: a technician drives forty minutes across town, finds nobody home and a dog behind the gate, and drives back. The lost time is bad enough; the job still has to be rebooked.',
      'First, confirm every booking in writing. A text message with the date, the arrival window and a link to confirm gives the customer a chance to tell you the time does not work before you are on the road. Second, give arrival windows, not exact times. A two-hour window is honest and customers plan around it.',
      'Third, record access details once and keep them with the customer: gate codes, where to park, who to ask for, whether there is a dog. Your technicians should never need to ring the office to ask. Fourth, send an on-my-way message when the technician leaves the previous job. It is the single most appreciated message you can send.',
      'Fifth, have a clear cancellation policy and apply it politely. Most customers are happy to pay a call-out fee when they forgot an appointment, as long as they were told about it when they booked.',
    ],
  },
  {
    slug: 'invoice-from-the-job-site',
    title: 'Getting paid faster: invoice from the job site',
    excerpt: 'Every day between finishing a job and sending the invoice is a day added to when you get paid.',
    category: 'Operations',
    tags: ['invoicing', 'cash flow', 'admin'],
    authorName: 'The Spanner Team',
    daysAgo: 13,
    coverImageUrl: '/media/blog-invoice-from-the-job-site.png',
    paragraphs: [
      'Ask a small business owner when they do their invoicing and the answer is usually Sunday night. That habit quietly adds a week to every payment, and on a busy month it can mean tens of thousands of dollars sitting in other people’s bank accounts.',
      'The fix is to capture the charges while the technician is still on site. Hours worked, parts used and notes about the work should be entered on the job before the van leaves the driveway. When the job is marked complete, those charges are already there and turning them into an invoice takes a minute in the office.',
      'Keep your price list up to date so technicians are not guessing. A standard service price, a call-out fee, an hourly labour rate and your common parts cover most jobs. Anything unusual can be added by the office before the invoice goes out.',
      'Finally, make paying easy. Put your bank details and payment terms on every invoice, send it by email the same day, and follow up politely the day after it falls due.',
    ],
  },
  {
    slug: 'why-record-equipment-serial-numbers',
    title: 'Why recording equipment and serial numbers saves you hours',
    excerpt: 'A proper equipment register turns warranty claims, repeat faults and service reminders into a five-minute job.',
    category: 'Equipment',
    tags: ['equipment', 'warranty', 'servicing'],
    authorName: 'The Spanner Team',
    daysAgo: 4,
    coverImageUrl: '/media/blog-why-record-equipment-serial-numbers.png',
    paragraphs: [
      'When a customer calls to say their air conditioner has stopped working, the first questions are always the same: which unit, what make and model, how old is it, and when was it last serviced. If the answers live in a technician’s memory or a shoebox of old job cards, you are starting every call from scratch.',
      'Recording each unit against the customer – its location, make, model and serial number – pays off quickly. Warranty claims need the serial number and the install date. Parts suppliers need the exact model. And a history of jobs against the unit shows at a glance whether this is the third drain blockage this year.',
      'Set a service interval on each unit as you add it. Commercial kitchens and medical suites usually need a visit every six months; most homes are fine once a year. With the interval recorded, the next service can be booked automatically when the current one is completed.',
      'The best time to build the register is during routine services: photograph the compliance plate, enter the details before you leave, and within a year you will have a complete picture of every unit you look after.',
    ],
  },
];

export function buildBlogPosts(rng: Rng, now: Date): Prisma.BlogPostCreateManyInput[] {
  return POSTS.map((p) => {
    const publishedAt = new Date(now.getTime() - p.daysAgo * DAY_MS - rng.int(0, 6 * 60) * 60000);
    return {
      id: rng.uuid(),
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt,
      content: p.paragraphs.join('\n\n'),
      category: p.category,
      tags: p.tags,
      authorName: p.authorName,
      coverImageUrl: p.coverImageUrl ?? null,
      metaTitle: `${p.title} | Spanner`,
      metaDescription: p.excerpt,
      publishedAt,
      createdAt: new Date(publishedAt.getTime() - 2 * DAY_MS),
      updatedAt: publishedAt,
    };
  });
}
