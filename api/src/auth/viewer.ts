import type { AvatarVariant, SupportRole, UserRole } from '../db/generated/enums.ts';

/** A member's own record as `me` answers it, read with their session (no second statement). */
export interface MemberProfile {
  id: string;
  orgId: string;
  role: UserRole;
  email: string;
  name: string;
  color: string;
  avatarUrl: string | null;
  avatarSeed: string | null;
  avatarVariant: AvatarVariant | null;
}

/** A signed-in member of an organisation, resolved from a cookie session or a bearer access token. */
export interface UserViewer {
  userId: string;
  orgId: string;
  role: UserRole;
  email: string;
  name: string;
  sessionId: string;
  mode: 'cookie' | 'token';
  /** The business owner of Spanner (User.isPlatformOwner, set up by the operator; never by an email address). */
  isOwner: boolean;
  /** Their record as the session lookup read it (absent when the viewer was made another way, e.g. at sign-in). */
  profile?: MemberProfile;
}

/** A signed-in support-staff member (separate accounts and sessions). */
export interface StaffViewer {
  staffId: string;
  role: SupportRole;
  email: string;
  name: string;
  sessionId: string;
}

export interface RequestMeta {
  ip?: string;
  userAgent?: string;
}
