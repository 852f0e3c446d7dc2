import { Banner, Button, TextField, toast } from '@spanner/design-system';
import { shellStyles as shell } from '../shell';
import * as css from './members.css';

/** The invite link as a full address, to copy and send by hand: Spanner does not send email yet (it waits in the outbox). */
export function InviteLink({ path, name }: { path: string; name: string }) {
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
        They choose their password with it. It works once and expires in 7 days.
      </Banner>
      <div className={css.inviteLink}>
        <TextField label="Invite link" value={url} isReadOnly className={css.inviteField} />
        <Button variant="secondary" onPress={copy}>
          Copy
        </Button>
      </div>
    </div>
  );
}
