// What the assistant may propose: the drafts a person sees exactly as they will be and confirms. A proposal names
// records by id (found as the signed-in user, through the tenant client); the server turns it into a stored draft
// with its preview (create-draft.ts) and only Confirm acts, through the same domain function the forms use.
// Proposals come from the model's tool calls (with OPENAI_API_KEY) or from the offline parser (without one).

export type Proposal =
  | {
      kind: 'job';
      customerId: string;
      /** ISO instant; the preview shows it in the organisation's zone */
      scheduledAt: string;
      technicianIds: string[];
      title: string;
      description?: string;
    }
  | { kind: 'invoice'; completedJobId: string }
  | { kind: 'reschedule'; jobId: string; scheduledAt: string }
  | { kind: 'sms'; jobId: string; body: string }
  /** Text answers for a draft form: saved as a draft's answers, for a person to check and submit. */
  | { kind: 'formAnswers'; formId: string; answers: { fieldId: string; text: string }[] };

export type ProposalKind = Proposal['kind'];

/** A record an answer used, linked into the app (never outside it). */
export interface Citation {
  kind: 'job' | 'customer' | 'equipment' | 'quote' | 'invoice' | 'completedJob' | 'member' | 'form';
  id: string;
  label: string;
  /** An app path, e.g. /jobs/<id> */
  href: string;
}

/** What one turn of the assistant answers before drafts are stored: the text, its sources, and at most one proposal. */
export interface AssistantTurn {
  response: string;
  citations: Citation[];
  proposal: Proposal | null;
}
