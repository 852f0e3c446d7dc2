import type { ApiKeyRole, AvatarVariant, SupportRole, UserRole } from '../db/generated/enums.ts';

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

/** The API key a viewer is (auth/api-keys.ts): its writes are attributed to it, a read-only one writes nothing. */
export interface ViewerApiKey {
  id: string;
  name: string;
  role: ApiKeyRole;
}

/**
 * A signed-in member of an organisation, resolved from a cookie session or a bearer access token — or an API key
 * acting as a member of its role for the admin who made it (`apiKey` set; `sessionId` is the key's id).
 */
export interface UserViewer {
  userId: string;
  orgId: string;
  role: UserRole;
  email: string;
  name: string;
  sessionId: string;
  mode: 'cookie' | 'token' | 'apiKey';
  /** The business owner of Spanner (User.isPlatformOwner, set up by the operator; never by an email address). */
  isOwner: boolean;
  /**
   * Their organisation's time zone as the session lookup read it (domain/organisation-time-zone.ts reads it from here
   * instead of asking again); absent when the viewer was made another way, e.g. at sign-in.
   */
  timeZone?: string;
  /** Their record as the session lookup read it (absent when the viewer was made another way, e.g. at sign-in). */
  profile?: MemberProfile;
  apiKey?: ViewerApiKey;
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
