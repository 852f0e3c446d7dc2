import { useMutation, useQuery } from '@apollo/client/react';
import { formatDateTime } from '@rules/zoned-time';
import { Banner, Button, Card, DescriptionList, Skeleton, Stack } from '@spanner/design-system';
import { useState } from 'react';
import { useParams } from 'react-router';
import { graphql } from '../../../gql';
import { messageOf } from '../../../lib/error-message';
import { unwrap } from '../../../lib/mutation-result';
import * as css from './booking-confirmation.css';

const PublicBookingQuery = graphql(`
  query PublicBooking($token: String!) {
    publicBooking(token: $token) {
      title
      businessName
      scheduledAt
      timeZone
      address
      canConfirm
      confirmedAt
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

const LINK_INVALID = 'This confirmation link is not valid. Please contact the business that sent it.';
const FAILED = 'Something went wrong. Please try again.';

/** 'Australia/Melbourne' → 'Melbourne time': the visit is shown in the business's zone, and says which. */
const zoneName = (timeZone: string) => `${(timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ')} time`;

/**
 * /c/{token}: the page the confirmation SMS links to. It shows the booking — the business, the job, the visit in the
 * business's time zone, the address — and confirms only when the customer presses Confirm: opening the link (a
 * link preview, a mail scanner, a browser prefetching it) changes nothing. No sign-in; the token is the key.
 */
export function BookingConfirmationPage() {
  const { token = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(PublicBookingQuery, { variables: { token }, fetchPolicy: 'network-only' });
  const [confirm, confirming] = useMutation(ConfirmBookingMutation);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const booking = data?.publicBooking;

  async function press() {
    setFailure(null);
    try {
      const answer = unwrap((await confirm({ variables: { token } })).data?.confirmBooking, FAILED);
      setConfirmed(answer.message);
      await refetch();
    } catch (err) {
      // Confirmed meanwhile (another tap, the business): the page shows that instead of an error.
      const now = await refetch().catch(() => null);
      if (now?.data?.publicBooking?.canConfirm !== false) setFailure(messageOf(err, FAILED));
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
              <Banner tone="error" title="This link does not open a booking">
                {messageOf(error, LINK_INVALID)}
              </Banner>
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
          {confirmed ? (
            <Banner tone="info" title="Booking confirmed">
              {confirmed}
            </Banner>
          ) : failure ? (
            <Banner tone="error" title={failure} />
          ) : null}
          {booking.canConfirm ? (
            <Stack gap="3">
              <p className={css.text}>Press Confirm to let {booking.businessName} know this booking suits you.</p>
              <div>
                <Button variant="primary" size="lg" onPress={press} isPending={confirming.loading}>
                  Confirm
                </Button>
              </div>
            </Stack>
          ) : (
            !confirmed &&
            booking.message && (
              <Banner
                tone={booking.confirmedAt ? 'info' : 'warning'}
                title={booking.confirmedAt ? 'Already confirmed' : 'Cannot be confirmed online'}
              >
                {booking.message}
              </Banner>
            )
          )}
        </Stack>
      </div>
    </main>
  );
}
