import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startProviderServer } from './provider-server.ts';

export const TWILIO = { sid: 'AC00000000000000000000000000000000', token: 'twilio-test-auth-token', from: '+61400000000' };
/** The fake Twilio refuses this number, as Twilio refuses an unreachable one. */
export const UNREACHABLE = '+61499999999';

export interface FakeTwilio {
  url: string;
  /** The messages the SDK posted: form fields as sent. */
  sent: Record<string, string>[];
  close(): Promise<void>;
}

/** A local stand-in for Twilio's Messages API, spoken to by the real twilio SDK (its request client redirected). */
export async function startFakeTwilio(): Promise<FakeTwilio> {
  const sent: Record<string, string>[] = [];
  let n = 0;
  const { server, url } = await startProviderServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const auth = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
      const ok =
        auth === `${TWILIO.sid}:${TWILIO.token}` && req.method === 'POST' && req.url === `/2010-04-01/Accounts/${TWILIO.sid}/Messages.json`;
      const form = Object.fromEntries(new URLSearchParams(raw));
      res.setHeader('content-type', 'application/json');
      if (!ok) {
        res.statusCode = 401;
        return res.end(JSON.stringify({ code: 20003, message: 'Authenticate', status: 401 }));
      }
      if (form.To === UNREACHABLE) {
        res.statusCode = 400;
        return res.end(JSON.stringify({ code: 21614, message: "'To' number is not a valid mobile number", status: 400 }));
      }
      sent.push(form);
      const sid = `SM${String(++n).padStart(32, '0')}`;
      res.statusCode = 201;
      res.end(
        JSON.stringify({
          sid,
          status: 'queued',
          to: form.To,
          from: form.From,
          body: form.Body,
          account_sid: TWILIO.sid,
          num_segments: '1',
        }),
      );
    });
  });
  return { url, sent, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface FakeSmtp {
  url: string;
  received: ReceivedMail[];
  /** Refuse every recipient from now on, for good (550: no such mailbox). */
  refuse(on: boolean): void;
  /** Turn every recipient away for now (451: try again later), as a mail server that is down or overloaded does. */
  deferAll(on: boolean): void;
  /** Take mail in but answer nothing until `release` is called (a mail server that hangs). */
  hold(): { release(): void };
  close(): Promise<void>;
}

/** A local SMTP server (smtp-server, by nodemailer's maintainers) that keeps what it receives. */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  let refusing = false;
  let deferring = false;
  let held: Promise<void> | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (deferring) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      callback(refusing ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', async () => {
        await held;
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  // A sender that dies mid-conversation (the faults test kills a process) resets its connection: smtp-server re-emits
  // that on the server, where an unheard 'error' would end the test process. A real mail server carries on; so does this.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (on) => {
      refusing = on;
    },
    deferAll: (on) => {
      deferring = on;
    },
    hold: () => {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
      return { release };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
