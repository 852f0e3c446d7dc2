// The colours a member can be shown in (schedule dots, job cards). These hex values are data stored on the member,
// not styling: the design system's theme is not involved. The first is the spec's default blue.

export interface MemberColour {
  hex: string;
  name: string;
}

export const MEMBER_COLOURS: readonly MemberColour[] = [
  { hex: '#3b82f6', name: 'Blue' },
  { hex: '#10b981', name: 'Green' },
  { hex: '#8b5cf6', name: 'Purple' },
  { hex: '#f59e0b', name: 'Amber' },
  { hex: '#ef4444', name: 'Red' },
  { hex: '#ec4899', name: 'Pink' },
  { hex: '#06b6d4', name: 'Teal' },
  { hex: '#64748b', name: 'Slate' },
];

/** The palette, plus the member's current colour when it is not one of them (so editing never loses it). */
export function colourChoices(current?: string | null): readonly MemberColour[] {
  const hex = current?.toLowerCase();
  if (!hex || MEMBER_COLOURS.some((c) => c.hex === hex)) return MEMBER_COLOURS;
  return [...MEMBER_COLOURS, { hex, name: `Current (${hex})` }];
}

export type MemberRole = 'admin' | 'manager' | 'technician';

export const ROLE_LABELS: Record<MemberRole, string> = { admin: 'Admin', manager: 'Manager', technician: 'Technician' };

export const ROLE_TONES = { admin: 'purple', manager: 'blue', technician: 'grey' } as const;
