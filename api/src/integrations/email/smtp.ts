import nodemailer from 'nodemailer';
import type { EmailProvider } from './email.ts';

/** SMTP through nodemailer (smtp:// or smtps:// URL with credentials), pooled connections. */
export function smtpEmailProvider(url: string): EmailProvider {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    remote: true,
    async send(email) {
      const info = await transport.sendMail({
        from: email.from,
        to: email.to,
        replyTo: email.replyTo,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.headers,
        attachments: email.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
      if (info.rejected.length) throw new Error(`The mail server refused ${info.rejected.join(', ')}`);
      return { providerId: info.messageId ?? null };
    },
  };
}
