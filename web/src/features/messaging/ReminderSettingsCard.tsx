import { useMutation, useQuery } from '@apollo/client/react';
import { Time } from '@internationalized/date';
import { timeOfDayText, zoneTimeLabel } from '@rules/zoned-time';
import { Button, Card, Skeleton, Switch, TimeField, Toolbar, toast } from '@spanner/design-system';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';

const ReminderSettingsQuery = graphql(`
  query ReminderSettings {
    reminderSettings {
      enabled
      time
      timeZone
    }
  }
`);

const UpdateReminderSettings = graphql(`
  mutation UpdateReminderSettings($enabled: Boolean!, $time: String!) {
    updateReminderSettings(enabled: $enabled, time: $time) {
      __typename
      ... on ReminderSettings {
        enabled
        time
        timeZone
      }
      ... on AppError {
        message
        code
      }
    }
  }
`);

const pad = (n: number) => String(n).padStart(2, '0');
const toTime = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return new Time(h, m);
};

/**
 * Appointment reminders (Settings → Messages): an SMS to the customer the day before each scheduled job, at the
 * time chosen (the organisation's zone); counted like any SMS; skipped for cancelled or done jobs and customers
 * without a mobile number.
 */
export function ReminderSettingsCard() {
  const { data } = useQuery(ReminderSettingsQuery);
  const [save, { loading }] = useMutation(UpdateReminderSettings);
  const [enabled, setEnabled] = useState(false);
  const [time, setTime] = useState('17:00');
  const settings = data?.reminderSettings;
  useEffect(() => {
    if (!settings) return;
    setEnabled(settings.enabled);
    setTime(settings.time);
  }, [settings]);

  async function submit() {
    try {
      unwrap((await save({ variables: { enabled, time } })).data?.updateReminderSettings, 'Failed to save');
      // The time as the field shows it (8:00 am), not as it is stored (08:00).
      toast.success(enabled ? `Reminders on: the day before each visit at ${timeOfDayText(time)}` : 'Reminders off');
    } catch (err) {
      toast.error('Failed to save', messageOf(err, ''));
    }
  }

  return (
    <Card
      title="Appointment reminders"
      description="An SMS to the customer the day before each scheduled job. Each reminder uses SMS credits; cancelled and done jobs, and customers without a mobile number, are skipped."
      headingLevel={2}
    >
      {!settings ? (
        <Skeleton height={80} />
      ) : (
        <Toolbar
          filters={
            <>
              <Switch isSelected={enabled} onChange={setEnabled}>
                Send reminders
              </Switch>
              <TimeField
                label="Send at"
                description={zoneTimeLabel(settings.timeZone)}
                isDisabled={!enabled}
                value={toTime(time)}
                onChange={(t) => t && setTime(`${pad(t.hour)}:${pad(t.minute)}`)}
              />
            </>
          }
          actions={
            <Button variant="primary" onPress={submit} isPending={loading}>
              Save
            </Button>
          }
        />
      )}
    </Card>
  );
}
