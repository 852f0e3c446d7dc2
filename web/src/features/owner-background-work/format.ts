// How the Background work page words its figures. Pure.

/** How long the longest-waiting job has waited: "—" when none is due, then seconds, minutes, hours or days. */
export function waitText(seconds: number): string {
  if (!(seconds > 0)) return '—';
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

/** "3 tries", "1 try". */
export const triesText = (n: number) => `${n} ${n === 1 ? 'try' : 'tries'}`;

/** When a job failed for good, in the viewer's zone: "27 Nov 2026, 2:05 pm". */
export const failedAtText = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
