import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { JobFormItemsDocument, JobFormPageDocument } from '../../gql/graphql';
import { renderApp, viewerMock } from '../../test-utils';
import { JobFormPage } from './JobFormPage';

// A submitted test-and-tag form: the tag sheet's PDF and each tested item opening its unit (docs/forms.md → Test and tag).

const DEFINITION = {
  sections: [
    {
      id: 'items',
      title: 'Items',
      fields: [
        {
          id: 'items',
          kind: 'group',
          label: 'Items tested',
          fields: [
            { id: 'asset_id', kind: 'text', label: 'Asset id' },
            { id: 'result', kind: 'pass_fail_na', label: 'Result' },
          ],
        },
      ],
    },
  ],
};

const item = (id: string, row: number, result: string, nextDueOn: string | null, name: string, assetTag: string) => ({
  __typename: 'JobFormItem',
  id: `i${row}`,
  row,
  result,
  nextDueOn,
  equipment: { __typename: 'Equipment', id, name, assetTag },
});

function show() {
  renderApp(
    <Routes>
      <Route path="jobs/:jobId/forms/:id" element={<JobFormPage />} />
    </Routes>,
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
                title: 'Annual test and tag',
                customer: { __typename: 'Customer', id: 'c1', email: null },
                photos: [],
              },
              jobForm: {
                __typename: 'JobForm',
                id: 'f1',
                jobId: 'j1',
                templateName: 'Test and tag (AS/NZS 3760)',
                version: 1,
                definition: DEFINITION,
                status: 'submitted',
                required: false,
                answers: {
                  items: [
                    { asset_id: 'TT-001', result: 'pass' },
                    { asset_id: 'TT-003', result: 'fail' },
                  ],
                },
                revision: 0,
                submittedAt: '2026-11-20T05:00:00.000Z',
                submittedBy: { __typename: 'User', id: 'u1', name: 'Sam Sparky' },
                certificateDueOn: null,
                sentTo: [],
                sentAt: null,
                sentBy: null,
                updatedAt: '2026-11-20T05:00:00.000Z',
                equipment: null,
                revisions: [],
              },
            },
          },
        },
        {
          request: { query: JobFormItemsDocument, variables: { id: 'f1' } },
          result: {
            data: {
              jobForm: {
                __typename: 'JobForm',
                id: 'f1',
                tagSheetUrl: '/api/job-forms/f1/tag-sheet',
                items: [item('e1', 0, 'pass', '2031-11-20', 'Kettle', 'TT-001'), item('e3', 1, 'fail', null, 'Power board', 'TT-003')],
              },
            },
          },
        },
      ],
    },
  );
}

describe('a submitted test-and-tag form', () => {
  it('offers the tag sheet and opens each tested item’s unit', async () => {
    show();
    expect(await screen.findByRole('link', { name: 'Tag sheet (PDF)' })).toHaveAttribute('href', '/api/job-forms/f1/tag-sheet');
    const card = screen.getByRole('list', { name: 'Tested items' });
    expect(within(card).getByRole('link', { name: 'Kettle' })).toHaveAttribute('href', '/equipment/e1');
    expect(within(card).getByRole('link', { name: 'Power board' })).toHaveAttribute('href', '/equipment/e3');
    expect(within(card).getByText('Failed: withdrawn')).toBeInTheDocument();
    expect(within(card).getByText(/Tag TT-001 · Next test 20 November 2031/)).toBeInTheDocument();
  });
});
