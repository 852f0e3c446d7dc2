import { Banner, Button, Dialog, FormActions, Modal, TextField, toast } from '@spanner/design-system';
import { type ReactNode, useState } from 'react';
import { shellStyles as shell } from '../../kit/shell';
import * as css from './people.css';

/** The invite link as a full address, to copy and pass on by hand (the invite email also carries it). */
export function InviteLink({
  path,
  name,
  note = 'They choose their password with it. It works once and expires in 7 days.',
  onDone,
}: {
  path: string;
  name: string;
  /** What the link lets them do (the support team's join link also asks for a name). */
  note?: string;
  /** In a dialog: its Done button. */
  onDone?: () => void;
}) {
  const url = new URL(path, window.location.origin).toString();
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Invite link copied');
    } catch {
      toast.error('Could not copy the link', 'Select it and copy it yourself.');
    }
  }
  return (
    <div className={shell.stack}>
      <Banner tone="info" title={`Send ${name} this invite link`}>
        {note}
      </Banner>
      <div className={css.inviteLink}>
        <TextField label="Invite link" value={url} isReadOnly className={css.inviteField} />
        <Button variant="secondary" onPress={copy}>
          Copy
        </Button>
      </div>
      {onDone ? (
        <FormActions>
          <Button variant="primary" onPress={onDone}>
            Done
          </Button>
        </FormActions>
      ) : null}
    </div>
  );
}

export interface Invite {
  path: string;
  name: string;
}

/**
 * A dialog that adds someone (a member, a support staff member): its form, then, when the answer is an invite, the
 * link in the form's place. Closing it forgets the link and the form, so it opens empty next time.
 */
export function InviteDialog({
  isOpen,
  onOpenChange,
  title,
  invitedTitle,
  note,
  children,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  invitedTitle: string;
  /** InviteLink's note. */
  note?: string;
  /** The form: `showInvite` puts the link in its place; `close` closes the dialog. */
  children: (dialog: { showInvite: (invite: Invite) => void; close: () => void }) => ReactNode;
}) {
  const [invite, setInvite] = useState<Invite | null>(null);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        onOpenChange(open);
        if (!open) setInvite(null);
      }}
      size="md"
    >
      <Dialog title={invite ? invitedTitle : title}>
        {(close) =>
          invite ? (
            <InviteLink path={invite.path} name={invite.name} note={note} onDone={close} />
          ) : (
            children({ showInvite: setInvite, close })
          )
        }
      </Dialog>
    </Modal>
  );
}
