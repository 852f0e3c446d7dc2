import { Badge, Dialog, Modal } from '@spanner/design-system';
import type { Viewer } from '../../lib/viewer';
import { MemberAvatar } from '../members';
import { shellStyles as css } from '../shell';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileForm } from './ProfileForm';

/** The role badge is display only: what the viewer may do is the server's answer (lib/use-can.ts). */
const roleLabel: Record<string, string> = { admin: 'Admin', manager: 'Manager', technician: 'Technician' };

/** Opened from the sidebar's profile button: who you are, your name and avatar, and the Change Password form. */
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
        </div>
      </Dialog>
    </Modal>
  );
}
