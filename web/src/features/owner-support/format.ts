// How the overview writes a duration in seconds: minutes under an hour, hours (one decimal) under two days, else days.
export function durationText(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  if (seconds < 3600) return `${Math.max(1, Math.round(seconds / 60))} min`;
  if (seconds < 48 * 3600) return `${trim(seconds / 3600)} h`;
  return `${trim(seconds / 86_400)} days`;
}

const trim = (n: number) => (Math.round(n * 10) / 10).toString();

/** '1 ticket', '3 tickets'. */
export const tickets = (n: number) => `${n} ${n === 1 ? 'ticket' : 'tickets'}`;
