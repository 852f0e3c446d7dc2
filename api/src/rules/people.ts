/** 'Jane Citizen' → 'JC'; one name → its first letter; empty → '?'. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0][0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1][0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The colour a technician is shown in when none is set (spec: a default blue). */
export const DEFAULT_MEMBER_COLOR = '#3b82f6';
