import fs from 'node:fs/promises';
import path from 'node:path';
import type { EmailProvider, EmailToSend } from './email.ts';

/** The local mailbox folder of a data directory: one folder per recipient, one text file per email. */
export const mailboxDir = (dataDir: string) => path.join(dataDir, 'mailbox');

/** A recipient's folder name: the address, with anything a file system might mind replaced. */
export const mailboxFolderOf = (address: string) => address.toLowerCase().replace(/[^a-z0-9@._+-]/g, '_');

/** The email as a readable text file: its headers, what is attached, a blank line, then the text. */
export function mailboxText(email: EmailToSend, date: Date): string {
  const headers = [
    `From: ${email.from}`,
    `To: ${email.to}`,
    ...(email.replyTo ? [`Reply-To: ${email.replyTo}`] : []),
    `Subject: ${email.subject}`,
    `Date: ${date.toUTCString()}`,
    ...Object.entries(email.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    ...(email.attachments ?? []).map((a) => `Attachment: ${a.filename} (${a.contentType}, ${a.content.length} bytes)`),
  ];
  return `${headers.join('\n')}\n\n${email.text}\n`;
}

/**
 * Where the local mailbox keeps the files attached to an email (`<DATA_DIR>/mailbox/<address>/<time>.txt`): in
 * `<DATA_DIR>/mailbox-files/<address>/<time>/<n>-<filename>`, outside the folders of texts that readers list.
 */
export const mailboxFilesOf = (emailFile: string) => {
  const folder = path.dirname(emailFile);
  return path.join(path.dirname(path.dirname(folder)), 'mailbox-files', path.basename(folder), path.basename(emailFile, '.txt'));
};

/**
 * No email leaves the machine. Each one is written in full — private links and the attached files as the recipient
 * gets them included — to the recipient's folder of the server's local mailbox (DATA_DIR/mailbox/<address>/<time>.txt; the
 * files in mailbox-files/, mailboxFilesOf), where only someone at the server's console can read it, and
 * the operator is told where. The organisation's outbox (Settings → Messages) keeps the record without secrets.
 */
export function localEmailProvider(dir: string, log: (line: string) => void = () => {}): EmailProvider {
  return {
    name: 'local-outbox',
    remote: false,
    async send(email) {
      const now = new Date();
      const folder = path.join(dir, mailboxFolderOf(email.to));
      await fs.mkdir(folder, { recursive: true, mode: 0o700 });
      const file = path.join(folder, `${now.toISOString().replace(/[:.]/g, '-')}-${String(process.hrtime.bigint()).padStart(20, '0')}.txt`);
      if (email.attachments?.length) {
        const files = mailboxFilesOf(file);
        await fs.mkdir(files, { recursive: true, mode: 0o700 });
        for (const [i, a] of email.attachments.entries())
          await fs.writeFile(path.join(files, `${i}-${a.filename.replace(/[^\w.-]+/g, '_')}`), a.content, { mode: 0o600 });
      }
      // The text last: a reader that finds it finds its files too.
      await fs.writeFile(file, mailboxText(email, now), { mode: 0o600 });
      log(`Email to ${email.to} ("${email.subject}") written to the local mailbox: ${file}`);
      return { providerId: null };
    },
  };
}
