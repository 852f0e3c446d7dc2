import type { SupportRole, UserRole } from '../db/generated/enums.ts';

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
