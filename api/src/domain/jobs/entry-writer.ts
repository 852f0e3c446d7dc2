import type { UserViewer } from '../../auth/viewer.ts';

// Who wrote a job's diary entry (note, hours, part, photo): the member, and the API key when a key made the request.
// The diary shows a key's writes as "API key '<name>'" with the member it acts as; the audit log has them too
// (domain/api-keys/record-key-write.ts).

/** The key that is writing, to store on the entry; null for a person's own request. */
export const writingKey = (user: UserViewer) => ({ apiKeyId: user.apiKey?.id ?? null });

/** What an entry read selects to name the key that wrote it. */
export const WRITING_KEY_NAME = { apiKey: { select: { name: true } } } as const;
