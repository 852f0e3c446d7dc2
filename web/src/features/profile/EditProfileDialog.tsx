import { Badge, Dialog, Modal } from '@spanner/design-system';
import { shellStyles as css } from '../../kit/shell';
import type { Viewer } from '../../lib/viewer';
import { CalendarFeedControls } from '../integrations';
import { MemberAvatar } from '../members';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileForm } from './ProfileForm';

/** The role badge is display only: what the viewer may do is the server's answer (lib/use-can.ts). */
const roleLabel: Record<string, string> = { admin: 'Admin', manager: 'Manager', technician: 'Technician' };

/** Opened from the sidebar's profile button: who you are, your name and avatar, and the Change Password form, and
 * their calendar feed (a technician's own jobs in their phone's calendar). */
export function EditProfileDialog({
  viewer,
  isOpen,
  onOpenChange,
}: {
  viewer: Viewer;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <Dialog title="Edit Profile">
        <div className={css.stack}>
          <div className={css.row}>
            <MemberAvatar member={viewer} size="lg" />
            <div>
              <strong>{viewer.name}</strong>
              <p className={css.muted}>{viewer.email}</p>
              <Badge tone="blue">{roleLabel[viewer.role] ?? viewer.role}</Badge>
            </div>
          </div>
          <ProfileForm viewer={viewer} />
          <h3 className={css.sectionHeading}>Change Password</h3>
          <ChangePasswordForm />
          <h3 className={css.sectionHeading}>Calendar Feed</h3>
          <CalendarFeedControls scope="own" />
        </div>
      </Dialog>
    </Modal>
  );
}
