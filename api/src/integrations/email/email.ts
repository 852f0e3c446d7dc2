/** One email to hand to a provider: one recipient (each recipient is its own outbox message). */
export interface EmailToSend {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header lines (List-Unsubscribe, List-Unsubscribe-Post), name → value. */
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/** Email behind one interface: SMTP when configured, the local mailbox on the server's disk otherwise. */
export interface EmailProvider {
  name: 'smtp' | 'local-outbox';
  /** Whether sending reaches another machine (and so must never run inside a database transaction). */
  remote: boolean;
  /** Sends, or throws (the caller records the failure and gives the credit back). Answers the Message-ID. */
  send(email: EmailToSend): Promise<{ providerId: string | null }>;
}
