import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportSignIn } from './axe';
import { launch, login, openPage, screenshot } from './browser';

// Support tickets in Chromium, two browser contexts against the real API and the demo data: a business user opens
// a ticket, support staff see it arrive in the queue live, assign it, add an internal note and a reply; the user
// sees the reply arrive live and never the note.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** help@spanner.com.au, the demo's support staff member who takes the ticket. */
const SUPPORT_STAFF = 'Hannah Lee';

const stamp = () => Date.now().toString(36).slice(-5);

/** Signed in over the support portal's sign-in call (its form is shell.e2e.test.ts's), on the Support Dashboard. */
async function staffLogin(page: Page, email = 'help@spanner.com.au') {
  await supportSignIn(page, email);
  await page.goto('/support-admin');
  await page.getByRole('heading', { name: 'Support Dashboard' }).waitFor();
}

/**
 * Until the page sends a subscription to ticket changes on its graphql-ws socket: call before the page navigates to
 * the screen that subscribes. The server listens as it reads that message (the socket's sign-in was checked when it
 * connected; nothing between reading a subscription and listening waits on the database or the network), and it
 * reads it before any request the page or another page makes after it was sent: a change made after this is heard.
 */
function ticketSubscriptionSent(page: Page): Promise<void> {
  return new Promise((resolve) =>
    page.on('websocket', (ws) =>
      ws.on('framesent', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"subscribe"') && payload.includes('SupportTicketChanged')) resolve();
      }),
    ),
  );
}

describe('support tickets, both sides live', () => {
  it('a business user opens a ticket; staff see it live, assign it, note and reply; the user sees the reply live, never the note', async () => {
    const title = `Invoices stuck ${stamp()}`;
    const customer = await openPage(browser);
    const staff = await openPage(browser);
    await login(customer, 'manager@coolair.com.au');
    await supportSignIn(staff, 'help@spanner.com.au');

    // Staff watch the queue before the ticket exists (the queue is the first screen they open: no other screen's
    // subscription is mistaken for its).
    const queueLive = ticketSubscriptionSent(staff);
    await staff.goto('/support-admin/tickets');
    await staff.getByRole('heading', { name: 'Ticket Queue' }).waitFor();
    await staff.getByRole('grid', { name: 'Tickets' }).waitFor();
    await queueLive;

    await customer.goto('/support/new');
    await customer.getByLabel('Title').fill(title);
    await customer.getByLabel('Description').fill('Sending an invoice spins forever since this morning.');
    await customer.getByRole('button', { name: 'Create Ticket' }).click();
    await customer.getByRole('heading', { name: title }).waitFor();
    const ticketUrl = customer.url();
    expect(ticketUrl).toMatch(/\/support\/ticket\/[0-9a-f-]{36}$/);
    const id = ticketUrl.split('/').pop() as string;

    // The queue shows it without a reload.
    const row = staff.getByRole('row', { name: new RegExp(title) });
    await row.waitFor();
    await expect(row.getByText('Coolair Services', { exact: false }).count()).resolves.toBeGreaterThan(0);
    await row.getByRole('link', { name: title }).click();
    await staff.waitForURL(`**/support-admin/tickets/${id}`);
    await staff.getByRole('heading', { name: title }).waitFor();

    // Assign it to me.
    await staff.getByRole('button', { name: 'Edit assigned to' }).click();
    await staff.getByRole('button', { name: /Assigned To/ }).click();
    await staff.getByRole('option', { name: /\(me\)/ }).click();
    await staff.getByRole('button', { name: 'Save' }).click();
    await staff.getByText('Ticket updated successfully').first().waitFor();
    await staff.getByRole('button', { name: 'Edit assigned to' }).waitFor();

    // The customer sees who handles the ticket without a reload: their screen hears the ticket's changes.
    await customer.getByText(SUPPORT_STAFF, { exact: true }).waitFor();

    // An internal note, then a reply.
    // The switch's input is visually hidden: press its label, as a user does.
    await staff.getByText('Internal note (not visible to customer)').click();
    expect(await staff.getByRole('switch', { name: 'Internal note (not visible to customer)' }).isChecked()).toBe(true);
    await staff.getByPlaceholder('Type your message...').fill('Internal: their SMTP settings look wrong');
    await staff.getByRole('button', { name: 'Send' }).click();
    await staff.getByText('Message added successfully').first().waitFor();
    await staff.getByText('Internal', { exact: true }).waitFor();
    expect(await staff.getByRole('switch', { name: 'Internal note (not visible to customer)' }).isChecked()).toBe(false);
    await staff.getByPlaceholder('Type your message...').fill('Fixed on our side: please try sending again.');
    await staff.getByRole('button', { name: 'Send' }).click();
    await staff.getByRole('listitem').filter({ hasText: 'Fixed on our side' }).waitFor();
    await screenshot(staff, 'support-desk-ticket-1280');

    // The customer sees the reply arrive (no reload), with the Support badge and who handles it, and never the note.
    const reply = customer.getByRole('listitem').filter({ hasText: 'Fixed on our side: please try sending again.' });
    await reply.waitFor();
    await reply.getByText('Support', { exact: true }).waitFor();
    expect(await customer.getByText('SMTP settings').count()).toBe(0);
    await screenshot(customer, 'support-ticket-1280');

    // Staff's ticket appears in My Tickets.
    await staff.goto('/support-admin/my-tickets');
    await staff.getByRole('heading', { name: 'My Assigned Tickets' }).waitFor();
    await staff.getByRole('link', { name: title }).waitFor();
    await screenshot(staff, 'support-desk-my-tickets-1280');
    await Promise.all([customer.context().close(), staff.context().close()]);
  });

  it('the queue filters, clears and pages; the dashboard and the customer screens render at desktop and phone widths', async () => {
    const staff = await openPage(browser);
    await staffLogin(staff, 'support@spanner.com.au');
    const customer = await openPage(browser);
    await login(customer, 'admin@coolair.com.au', { to: '/support' });
    for (const width of [1280, 390]) {
      const viewport = { width, height: width < 500 ? 844 : 860 };
      await Promise.all([staff.setViewportSize(viewport), customer.setViewportSize(viewport)]);
      await staff.goto('/support-admin');
      await screenshot(staff, `support-desk-dashboard-${width}`);
      // The support admin has the Admin Console in the sidebar (on phones it is in the menu drawer).
      if (width > 500) await staff.getByRole('link', { name: 'Admin Console' }).waitFor();
      await staff.goto('/support-admin/tickets');
      await staff.getByText(/^Showing \d+ to \d+ of \d+ tickets$/).waitFor();
      await staff
        .getByRole('button', { name: /Status/ })
        .first()
        .click();
      await staff.getByRole('option', { name: 'Closed' }).click();
      await staff.getByText(/^Showing \d+ to \d+ of \d+ tickets$/).waitFor();
      await screenshot(staff, `support-desk-queue-${width}`);
      await staff.getByRole('button', { name: 'Clear Filters' }).click();
      await staff.getByText('Page 1 of', { exact: false }).waitFor();

      await customer.goto('/support');
      await customer.getByRole('heading', { name: 'Support', exact: true }).waitFor();
      await customer.getByRole('button', { name: 'New Ticket' }).first().waitFor();
      await screenshot(customer, `support-overview-${width}`);
      await customer.goto('/support/tickets');
      await customer.getByRole('heading', { name: 'Support Tickets' }).waitFor();
      await screenshot(customer, `support-tickets-${width}`);
      await customer.goto('/support/new');
      await customer.getByRole('button', { name: 'Create Ticket' }).click();
      await customer.getByText('Title is required').waitFor();
      await screenshot(customer, `support-new-${width}`);
    }
    await Promise.all([customer.context().close(), staff.context().close()]);
  });
});
