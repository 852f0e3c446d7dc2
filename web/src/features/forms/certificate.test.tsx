import type { MockedResponse } from '@apollo/client/testing';
import { ToastRegion, toast } from '@spanner/design-system';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { JobFormPageDocument, SendCertificateDocument } from '../../gql/graphql';
import { renderApp, viewerMock } from '../../test-utils';
import { certificateStatus } from './CertificateCard';
import { JobFormPage } from './JobFormPage';

afterEach(() => toast.clear());

const DEFINITION = { sections: [{ id: 'c', title: 'Certificate', fields: [{ id: 'tested_on', kind: 'date', label: 'Date of test' }] }] };

const ccew = (over: Record<string, unknown> = {}) => ({
  __typename: 'JobForm',
  id: 'f1',
  jobId: 'j1',
  templateName: 'Certificate of Compliance for Electrical Work (NSW)',
  version: 1,
  definition: DEFINITION,
  status: 'submitted',
  required: false,
  answers: { tested_on: '2026-11-25', work_type: ['New work'] },
  revision: 0,
  submittedAt: '2026-11-25T05:00:00.000Z',
  submittedBy: { __typename: 'User', id: 'u1', name: 'Jake Wilson' },
  certificateDueOn: '2026-12-02',
  sentTo: [],
  sentAt: null,
  sentBy: null,
  updatedAt: '2026-11-25T05:00:00.000Z',
  equipment: null,
  revisions: [],
  ...over,
});

function show(mocks: MockedResponse[]) {
  renderApp(
    <>
      <Routes>
        <Route path="jobs/:jobId/forms/:id" element={<JobFormPage />} />
      </Routes>
      <ToastRegion />
    </>,
    {
      path: '/jobs/j1/forms/f1',
      mocks: [
        viewerMock('technician'),
        {
          request: { query: JobFormPageDocument, variables: { jobId: 'j1', id: 'f1' } },
          result: {
            data: {
              job: {
                __typename: 'Job',
                id: 'j1',
                title: 'Switchboard',
                customer: { __typename: 'Customer', id: 'c1', email: 'ann@home.test' },
                photos: [],
              },
              jobForm: ccew(),
            },
          },
        },
        ...mocks,
      ],
    },
  );
}

describe("a certificate form's card", () => {
  it('says how long is left, or where it went', () => {
    expect(certificateStatus({ certificateDueOn: '2099-01-01', sentAt: null, sentTo: [] }, 'Australia/Sydney')).toMatch(
      /^CCEW due in \d+ days$/,
    );
    expect(certificateStatus({ certificateDueOn: '2000-01-02', sentAt: null, sentTo: [] }, 'Australia/Sydney')).toMatch(
      /^CCEW overdue by \d+ days$/,
    );
    expect(certificateStatus({ certificateDueOn: null, sentAt: null, sentTo: [] }, 'Australia/Sydney')).toBeNull();
    expect(
      certificateStatus(
        { certificateDueOn: '2026-12-02', sentAt: '2026-11-26T00:30:00.000Z', sentTo: ['a@x.test', 'b@y.test'] },
        'Australia/Sydney',
      ),
    ).toBe('Sent Thu, 26 Nov 2026, 11:30 am to a@x.test, b@y.test');
  });

  it('offers the PDF and emails it to the customer and Building Commission NSW, with the distributor added', async () => {
    const sent: unknown[] = [];
    show([
      {
        request: {
          query: SendCertificateDocument,
          variables: (v: { emailTo: string[] }) => {
            sent.push(v.emailTo);
            return true;
          },
        },
        result: {
          data: {
            sendCertificate: {
              __typename: 'JobForm',
              id: 'f1',
              sentTo: ['ann@home.test', 'meterccew@customerservice.nsw.gov.au', 'dist@network.test'],
              sentAt: '2026-11-26T00:30:00.000Z',
              sentBy: { __typename: 'User', id: 'u1', name: 'Jake Wilson' },
            },
          },
        },
      },
    ]);
    const card = await screen.findByRole('region', { name: 'Certificate' });
    expect(within(card).getByRole('link', { name: 'Certificate (PDF)' })).toHaveAttribute('href', '/api/job-forms/f1/certificate');
    await userEvent.click(await within(card).findByRole('button', { name: 'Email certificate' }));
    const to = await screen.findByRole('textbox', { name: /Send to/ });
    expect(to).toHaveValue('ann@home.test\nmeterccew@customerservice.nsw.gov.au');
    await userEvent.click(to);
    await userEvent.keyboard('{End}{Enter}dist@network.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Certificate emailed')).toBeInTheDocument();
    expect(sent).toEqual([['ann@home.test', 'meterccew@customerservice.nsw.gov.au', 'dist@network.test']]);
  });

  it("shows the API's refusal of an address at the field", async () => {
    show([
      {
        request: { query: SendCertificateDocument, variables: () => true },
        result: {
          data: {
            sendCertificate: {
              __typename: 'AppError',
              message: 'Enter a valid email address',
              fieldErrors: [{ __typename: 'FieldError', field: 'emailTo.0', message: 'Enter a valid email address' }],
            },
          },
        },
      },
    ]);
    const card = await screen.findByRole('region', { name: 'Certificate' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Email certificate' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Email certificate' })).toBeInTheDocument();
  });
});
