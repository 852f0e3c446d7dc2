import { z } from 'zod';
import type { SupportInvite, SupportStaff } from '../db/generated/client.ts';
import type { AuditLine } from '../domain/support/staff/list-audit-log.ts';
import { initialsOf } from '../rules/people.ts';

// The Admin Console's REST answers (snake_case, as the spec's support user): staff, invites, audit entries.

const role = z.enum(['support_staff', 'support_admin']);

export const staffMemberJson = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  active: z.boolean(),
  avatar_url: z.string().nullable(),
  initials: z.string(),
  created_at: z.string(),
});

export const toStaffMemberJson = (s: SupportStaff): z.input<typeof staffMemberJson> => ({
  id: s.id,
  name: s.name,
  email: s.email,
  role: s.role,
  active: s.active,
  avatar_url: s.avatarUrl,
  initials: initialsOf(s.name),
  created_at: s.createdAt.toISOString(),
});

export const staffInviteJson = z.object({
  id: z.string(),
  email: z.string(),
  role,
  invited_by_name: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
});

export const toStaffInviteJson = (i: SupportInvite & { invitedBy: { name: string } }): z.input<typeof staffInviteJson> => ({
  id: i.id,
  email: i.email,
  role: i.role,
  invited_by_name: i.invitedBy.name,
  created_at: i.createdAt.toISOString(),
  expires_at: i.expiresAt.toISOString(),
  expired: i.expiresAt <= new Date(),
});

export const auditEntryJson = z.object({
  id: z.string(),
  created_at: z.string(),
  action: z.string(),
  action_label: z.string(),
  actor_type: z.string(),
  actor_id: z.string().nullable(),
  actor_name: z.string(),
  entity: z.string().nullable(),
  entity_id: z.string().nullable(),
  target_label: z.string().nullable(),
  org_name: z.string().nullable(),
  detail: z.string().nullable(),
  data: z.unknown(),
});

export const toAuditEntryJson = (e: AuditLine): z.input<typeof auditEntryJson> => ({
  id: e.id,
  created_at: e.createdAt.toISOString(),
  action: e.action,
  action_label: e.actionLabel,
  actor_type: e.actorType,
  actor_id: e.actorId,
  actor_name: e.actorName,
  entity: e.entity,
  entity_id: e.entityId,
  target_label: e.targetLabel,
  org_name: e.orgName,
  detail: e.detail,
  data: e.data,
});
