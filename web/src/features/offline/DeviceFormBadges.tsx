import { Badge } from '@spanner/design-system';

/** A form's state on this device: submitted or a draft, still waiting to be sent, still required. */
export function DeviceFormBadges({ required, onDevice }: { required: boolean; onDevice: { submitted: boolean; waiting: boolean } }) {
  return (
    <>
      <Badge tone={onDevice.submitted ? 'green' : 'yellow'}>{onDevice.submitted ? 'Submitted' : 'Draft'}</Badge>
      {onDevice.waiting && <Badge tone="yellow">Waiting to send</Badge>}
      {required && !onDevice.submitted && <Badge tone="red">Still required</Badge>}
    </>
  );
}
