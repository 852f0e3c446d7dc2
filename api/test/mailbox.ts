import fs from 'node:fs';
import path from 'node:path';
import { mailboxDir, mailboxFilesOf, mailboxFolderOf } from '../src/integrations/email/local.ts';
import type { TestApp } from './harness.ts';
import { messagingSettled } from './messaging-queue.ts';

/** One email as the local mailbox keeps it (DATA_DIR/mailbox/<address>/…): its headers and its text. */
export interface MailboxEmail {
  from: string;
  to: string;
  subject: string;
  attachments: string[];
  /** The attached files as the recipient got them, in order. */
  files: { filename: string; content: Buffer }[];
  /** Every header line, name → value (the last of a name). */
  headers: Record<string, string>;
  text: string;
}

function parse(file: string): MailboxEmail {
  const raw = fs.readFileSync(file, 'utf8');
  const split = raw.indexOf('\n\n');
  const headers = raw.slice(0, split).split('\n');
  const header = (name: string) => headers.filter((h) => h.startsWith(`${name}: `)).map((h) => h.slice(name.length + 2));
  return {
    from: header('From')[0] ?? '',
    to: header('To')[0] ?? '',
    subject: header('Subject')[0] ?? '',
    attachments: header('Attachment'),
    files: fs.existsSync(mailboxFilesOf(file))
      ? fs
          .readdirSync(mailboxFilesOf(file))
          .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
          .map((name) => ({ filename: name.replace(/^\d+-/, ''), content: fs.readFileSync(path.join(mailboxFilesOf(file), name)) }))
      : [],
    headers: Object.fromEntries(headers.map((h) => [h.slice(0, h.indexOf(': ')), h.slice(h.indexOf(': ') + 2)])),
    text: raw.slice(split + 2).replace(/\n$/, ''),
  };
}

/**
 * Every email the recipient's mailbox holds, oldest first, once the messaging jobs requests queued (the password-reset
 * email, a newsletter's confirm link) have run.
 */
export async function mailboxOf(t: TestApp, address: string): Promise<MailboxEmail[]> {
  await messagingSettled(t);
  const folder = path.join(mailboxDir(t.config.DATA_DIR), mailboxFolderOf(address));
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .sort()
    .map((name) => parse(path.join(folder, name)));
}

/** The newest email to the address (with this subject, when given); fails when there is none. */
export async function lastEmailTo(t: TestApp, address: string, subject?: string): Promise<MailboxEmail> {
  const mail = (await mailboxOf(t, address)).filter((m) => subject === undefined || m.subject === subject).at(-1);
  if (!mail) throw new Error(`No email${subject ? ` "${subject}"` : ''} to ${address} in the local mailbox`);
  return mail;
}
