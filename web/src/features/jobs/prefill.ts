// The job form pre-filled from its address: the assistant's Edit opens /jobs/new or /jobs/{id}/edit with the draft's
// values in the query string.

/** A valid instant from the query string as ISO text, else null (a hand-edited link never breaks the form). */
export const instantParam = (value: string | null): string | null =>
  value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null;
