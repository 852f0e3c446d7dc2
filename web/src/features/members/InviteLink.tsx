import { Banner, Button, FormActions, TextField, toast } from '@spanner/design-system';
import { shellStyles as shell } from '../shell';
import * as css from './members.css';

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
