/** The Spanner page where a person sees a draft as it will be and confirms it (the web's /assistant/drafts/:id). */
export const draftConfirmPath = (draftId: string) => `/assistant/drafts/${encodeURIComponent(draftId)}`;
