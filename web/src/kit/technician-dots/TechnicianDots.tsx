import { DEFAULT_MEMBER_COLOR } from '@rules/people';
import * as css from './technician-dots.css';

/** Spec part 1 §9: a job card shows at most 3 technician dots, then '+N'. */
export const MAX_DOTS = 3;

/** The assigned technicians as colour dots (their own colour, a default blue when unset). */
export function TechnicianDots({
  technicians,
  max = MAX_DOTS,
}: {
  technicians: { id: string; name: string; color: string }[];
  max?: number;
}) {
  if (technicians.length === 0) return null;
  const shown = technicians.slice(0, max);
  const extra = technicians.length - shown.length;
  return (
    <span className={css.dots} role="img" aria-label={`Technicians: ${technicians.map((t) => t.name).join(', ')}`}>
      {shown.map((t) => (
        <span key={t.id} className={css.dot} style={{ background: t.color || DEFAULT_MEMBER_COLOR }} title={t.name} />
      ))}
      {extra > 0 && <span className={css.dotMore}>+{extra}</span>}
    </span>
  );
}
