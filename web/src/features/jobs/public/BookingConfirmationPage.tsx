import { useMutation, useQuery } from '@apollo/client/react';
import { formatDateTime } from '@rules/zoned-time';
import { Banner, Button, Card, DescriptionList, Form, FormActions, Skeleton, Stack, TextArea } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { graphql } from '../../../gql';
import { LoadFailure } from '../../../kit/LoadFailure';
import { BusinessContact } from '../../../lib/business-contact';
import { messageOf } from '../../../lib/error-message';
import { unwrap } from '../../../lib/mutation-result';
import * as css from './booking-confirmation.css';

const PublicBookingQuery = graphql(`
  query PublicBooking($token: String!) {
    publicBooking(token: $token) {
      title
      businessName
      businessPhone
      businessEmail
      scheduledAt
      timeZone
      address
      canConfirm
      confirmedAt
      rescheduleRequestedAt
      message
    }
  }
`);

const ConfirmBookingMutation = graphql(`
  mutation ConfirmBooking($token: String!) {
    confirmBooking(token: $token) {
      __typename
      ... on ConfirmBookingPayload {
        message
      }
      ... on AppError {
        message
      }
    }
  }
`);

const RequestAnotherTimeMutation = graphql(`
  mutation RequestAnotherTime($token: String!, $note: String) {
    requestAnotherTime(token: $token, note: $note) {
      __typename
      ... on ConfirmBookingPayload {
        message
      }
      ... on AppError {
        message
      }
    }
  }
`);

const LINK_INVALID = 'This confirmation link is not valid. Please contact the business that sent it.';
const FAILED = 'Something went wrong. Please try again.';

/** 'Australia/Melbourne' → 'Melbourne time': the visit is shown in the business's zone, and says which. */
const zoneName = (timeZone: string) => `${(timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ')} time`;

/**
 * /c/{token}: the page the confirmation SMS links to. It shows the booking — the business, the job, the visit in the
 * business's time zone, the address — and confirms only when the customer presses Confirm: opening the link (a
 * link preview, a mail scanner, a browser prefetching it) changes nothing. When the time does not suit, the customer
 * asks for another with a note (the office sees it on the job and the service board). The business's phone and email
 * close the page, so "contact the business" always says how. No sign-in; the token is the key.
 */
export function BookingConfirmationPage() {
  const { token = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(PublicBookingQuery, { variables: { token }, fetchPolicy: 'network-only' });
  const [confirm, confirming] = useMutation(ConfirmBookingMutation);
  const [askAnotherTime, asking] = useMutation(RequestAnotherTimeMutation);
  const [answered, setAnswered] = useState<{ title: string; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [choosingAnotherTime, setChoosingAnotherTime] = useState(false);
  const [note, setNote] = useState('');
  const booking = data?.publicBooking;

  /** A refusal may mean the booking changed meanwhile (another tap, the business): the page then shows that instead. */
  async function failed(err: unknown) {
    const now = await refetch().catch(() => null);
    if (now?.data?.publicBooking?.canConfirm !== false) setFailure(messageOf(err, FAILED));
  }

  async function press() {
    setFailure(null);
    try {
      const answer = unwrap((await confirm({ variables: { token } })).data?.confirmBooking, FAILED);
      setAnswered({ title: 'Booking confirmed', message: answer.message });
      setChoosingAnotherTime(false);
      await refetch();
    } catch (err) {
      await failed(err);
    }
  }

  async function ask(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    try {
      const answer = unwrap((await askAnotherTime({ variables: { token, note: note.trim() || null } })).data?.requestAnotherTime, FAILED);
      setAnswered({ title: 'Request sent', message: answer.message });
      setChoosingAnotherTime(false);
      setNote('');
      await refetch();
    } catch (err) {
      await failed(err);
    }
  }

  if (!booking)
    return (
      <main className={css.page}>
        <div className={css.column}>
          {loading ? (
            <Skeleton shape="rect" height={320} />
          ) : (
            <Stack>
              <h1 className={css.title}>Booking not found</h1>
              <LoadFailure title="This link does not open a booking" error={error} fallback={LINK_INVALID} />
            </Stack>
          )}
        </div>
      </main>
    );

  const when = booking.scheduledAt
    ? `${formatDateTime(booking.scheduledAt, booking.timeZone)} (${zoneName(booking.timeZone)})`
    : 'Not scheduled yet: the business will let you know';
  return (
    <main className={css.page}>
      <div className={css.column}>
        <Stack>
          <header className={css.header}>
            <p className={css.business}>{booking.businessName}</p>
            <h1 className={css.title}>{booking.canConfirm ? 'Confirm your booking' : 'Your booking'}</h1>
          </header>
          <Card padding="md">
            <DescriptionList
              items={[
                { term: 'Job', value: booking.title },
                { term: 'When', value: when },
                !!booking.address && { term: 'Where', value: booking.address },
              ]}
            />
          </Card>
          {answered ? (
            <Banner tone="info" title={answered.title}>
              {answered.message}
            </Banner>
          ) : failure ? (
            <Banner tone="error" title={failure} />
          ) : (
            booking.canConfirm &&
            booking.rescheduleRequestedAt && (
              <Banner tone="info" title="You asked for another time">
                {`${booking.businessName} will be in touch. If this time suits you after all, press Confirm.`}
              </Banner>
            )
          )}
          {booking.canConfirm ? (
            choosingAnotherTime ? (
              <Card title="Ask for another time" headingLevel={2}>
                <Form onSubmit={ask}>
                  <TextArea
                    label={`Note for ${booking.businessName} (optional)`}
                    description="The days or times that suit you better"
                    value={note}
                    onChange={setNote}
                    maxLength={500}
                    rows={3}
                  />
                  <FormActions>
                    <Button variant="secondary" onPress={() => setChoosingAnotherTime(false)}>
                      Cancel
                    </Button>
                    <Button type="submit" variant="primary" isPending={asking.loading}>
                      Ask for another time
                    </Button>
                  </FormActions>
                </Form>
              </Card>
            ) : (
              <Stack gap="3">
                <p className={css.text}>Press Confirm to let {booking.businessName} know this booking suits you.</p>
                <div className={css.actions}>
                  <Button variant="primary" size="lg" onPress={press} isPending={confirming.loading}>
                    Confirm
                  </Button>
                  <Button variant="secondary" size="lg" onPress={() => setChoosingAnotherTime(true)}>
                    This time doesn’t suit
                  </Button>
                </div>
              </Stack>
            )
          ) : (
            !answered &&
            booking.message && (
              <Banner
                tone={booking.confirmedAt ? 'info' : 'warning'}
                title={booking.confirmedAt ? 'Already confirmed' : 'Cannot be confirmed online'}
              >
                {booking.message}
              </Banner>
            )
          )}
          <BusinessContact name={booking.businessName} phone={booking.businessPhone} email={booking.businessEmail} />
        </Stack>
      </div>
    </main>
  );
}
