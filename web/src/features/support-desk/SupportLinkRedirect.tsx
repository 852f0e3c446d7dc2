import { Spinner } from '@spanner/design-system';
import { Navigate, useParams } from 'react-router';
import { useViewer } from '../../lib/viewer';
import { SupportViewerError } from './SupportViewerError';
import { useSupportViewer } from './support-viewer';

/**
 * /support/tickets/{id} and /support/my-tickets, the staff portal's links as the spec also writes them: a member
 * goes to their own ticket page (or ticket list), support staff to the portal's screen, anyone else to sign in.
 */
export function SupportLinkRedirect() {
  const { id } = useParams();
  const member = useViewer();
  const staff = useSupportViewer();
  if (member.loading || staff.loading) return <Spinner label="Opening the ticket" />;
  if (member.viewer) return <Navigate to={id ? `/support/ticket/${id}` : '/support/tickets'} replace />;
  if (!staff.staff && staff.error) return <SupportViewerError error={staff.error} retrying={staff.retrying} onRetry={staff.retry} />;
  if (staff.staff) return <Navigate to={id ? `/support-admin/tickets/${id}` : '/support-admin/my-tickets'} replace />;
  return <Navigate to="/login" replace />;
}
