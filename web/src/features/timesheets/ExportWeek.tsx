import { useMutation } from '@apollo/client/react';
import { Button, toast } from '@spanner/design-system';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import { saveTextFile } from '../../lib/save-file';
import { ExportWeekMutation, SendWeekToMyobPayrollMutation, SendWeekToXeroPayrollMutation } from './docs';

/** The organisation's connected books, as `payrollConnection` answers. */
export interface BooksConnection {
  provider?: string | null;
  organisation?: string | null;
}

const REFETCH = { refetchQueries: ['TimesheetReview'], awaitRefetchQueries: true };

/** A refusal in words: the message, then each precondition it names (an unmapped employee, a missing rate, …). */
const problemOf = (err: unknown, fallback: string) => [messageOf(err, fallback), ...Object.values(fieldErrorsOf(err))].join(' ');

/**
 * An approved week's payroll export, once: the KeyPay CSV to download and, with Xero connected, a draft timesheet
 * sent to Xero Payroll, or with MYOB connected, the member's timesheet sent to MYOB payroll (docs/timesheets.md →
 * Payroll). A refusal names every precondition it misses.
 */
export function ExportWeek({
  weekId,
  memberName,
  books,
  onProblem,
}: {
  weekId: string;
  memberName: string;
  /** The organisation's connected books (provider null: none, no button to send the week there). */
  books: BooksConnection;
  onProblem: (problem: string | null) => void;
}) {
  const [exportWeek, exporting] = useMutation(ExportWeekMutation, REFETCH);
  const [sendWeek, sending] = useMutation(SendWeekToXeroPayrollMutation, REFETCH);
  const [sendWeekToMyob, sendingToMyob] = useMutation(SendWeekToMyobPayrollMutation, REFETCH);
  const busy = exporting.loading || sending.loading || sendingToMyob.loading;
  const xero = books.provider === 'xero';
  const myob = books.provider === 'myob';
  const onCsv = async () => {
    onProblem(null);
    try {
      const file = unwrap((await exportWeek({ variables: { id: weekId } })).data?.exportTimesheetWeek, 'The week could not be exported');
      saveTextFile(file.filename, file.csv, 'text/csv');
      toast.success('Payroll CSV downloaded');
    } catch (err) {
      onProblem(problemOf(err, 'The week could not be exported'));
    }
  };
  const onXero = async () => {
    onProblem(null);
    try {
      const sent = unwrap(
        (await sendWeek({ variables: { id: weekId } })).data?.sendTimesheetWeekToXeroPayroll,
        'The week could not be sent to Xero Payroll',
      );
      toast.success(`${memberName}'s week is a draft timesheet in ${sent.organisation}'s Xero Payroll`);
    } catch (err) {
      onProblem(problemOf(err, 'The week could not be sent to Xero Payroll'));
    }
  };
  const onMyob = async () => {
    onProblem(null);
    try {
      const sent = unwrap(
        (await sendWeekToMyob({ variables: { id: weekId } })).data?.sendTimesheetWeekToMyobPayroll,
        'The week could not be sent to MYOB payroll',
      );
      toast.success(`${memberName}'s week is a timesheet in ${sent.companyFile}'s MYOB payroll`);
    } catch (err) {
      onProblem(problemOf(err, 'The week could not be sent to MYOB payroll'));
    }
  };
  return (
    <>
      {myob && (
        <Button size="sm" variant="primary" isDisabled={busy} onPress={onMyob}>
          Send to MYOB payroll
        </Button>
      )}
      {xero && (
        <Button size="sm" variant="primary" isDisabled={busy} onPress={onXero}>
          Send to Xero Payroll
        </Button>
      )}
      <Button size="sm" variant={xero || myob ? 'secondary' : 'primary'} isDisabled={busy} onPress={onCsv}>
        Download KeyPay CSV
      </Button>
    </>
  );
}
