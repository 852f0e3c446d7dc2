// How the owner's figures read on screen (en-AU). The CSV has its own plain forms (csv.ts).

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
const audWhole = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-AU');
const percent = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });

/** AUD cents as money: 1234567 → '$12,345.67'. */
export const formatCents = (cents: number) => aud.format(cents / 100);
/** For axis ticks: whole dollars. */
export const formatDollarsShort = (cents: number) => audWhole.format(cents / 100);
export const formatCount = (n: number) => count.format(n);
/** A percentage already in percent (12.5 → '12.5%'); null means there was nothing to divide by. */
export const formatPercent = (p: number | null | undefined) => (p === null || p === undefined ? '—' : `${percent.format(p)}%`);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-03' → 'Mar 2026'; '2026-03-05' → '5 Mar' (a day of the range); with `year`, '5 Mar 2026'. */
export function formatPeriod(start: string, { year = false } = {}): string {
  const [y, m, d] = start.split('-');
  const month = MONTHS[Number(m) - 1] ?? m;
  if (!d) return `${month} ${y}`;
  return year ? `${Number(d)} ${month} ${y}` : `${Number(d)} ${month}`;
}
