import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AddJobFormDocument, FormTemplatesDocument, type JobFormsFieldsFragment } from '../../gql/graphql';
import { renderApp, viewerMock } from '../../test-utils';
import { JobFormsSection } from './JobFormsSection';

const job: JobFormsFieldsFragment = {
  __typename: 'Job',
  id: 'j1',
  equipment: [{ __typename: 'Equipment', id: 'e1', name: 'Kitchen split' }],
  forms: [
    {
      __typename: 'JobForm',
      id: 'f1',
      templateName: 'Split system service',
      version: 2,
      status: 'submitted',
      required: true,
      revision: 1,
      submittedAt: '2026-11-28T01:00:00.000Z',
      certificateDueOn: null,
      sentAt: null,
      sentTo: [],
      equipment: { __typename: 'Equipment', id: 'e1', name: 'Kitchen split' },
    },
  ],
};

describe("the job page's forms", () => {
  it('lists the forms with their status, and adds one by hand about a unit, required, then opens it', async () => {
    const templates = {
      request: { query: FormTemplatesDocument, variables: { includeArchived: false } },
      result: {
        data: {
          formTemplates: {
            __typename: 'FormTemplateConnection',
            edges: [
              {
                __typename: 'FormTemplateEdge',
                node: {
                  __typename: 'FormTemplate',
                  id: 't2',
                  name: 'Gas heater check',
                  jobTypes: [],
                  equipmentTypes: [],
                  archivedAt: null,
                  version: 1,
                },
              },
            ],
          },
        },
      },
    };
    const added = {
      request: { query: AddJobFormDocument, variables: { jobId: 'j1', input: { templateId: 't2', required: true, equipmentId: 'e1' } } },
      result: { data: { addJobForm: { __typename: 'JobForm', id: 'f9' } } },
    };
    renderApp(
      <Routes>
        <Route path="jobs/:id" element={<JobFormsSection job={job} />} />
        <Route path="jobs/:jobId/forms/:formId" element={<h1>The new form</h1>} />
      </Routes>,
      { path: '/jobs/j1', mocks: [viewerMock('technician'), templates, added] },
    );
    const row = await screen.findByRole('listitem', { name: 'Split system service' });
    expect(row).toHaveTextContent('About Kitchen split');
    expect(row).toHaveTextContent('Submitted');
    expect(row).toHaveTextContent('corrected 1×');
    expect(within(row).queryByText('Still required')).toBeNull();

    // Add form shows once the viewer's abilities are read (the rows come with the job, before them).
    await userEvent.click(await screen.findByRole('button', { name: 'Add form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add form' });
    // The templates are read when the dialog opens: the list is offered once they are.
    const pick = await within(dialog).findByRole('button', { name: /Form/ });
    await waitFor(() => expect(pick).toBeEnabled());
    await userEvent.click(pick);
    await userEvent.click(await screen.findByRole('option', { name: 'Gas heater check' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /About/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kitchen split' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Required before the job is complete' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add form' }));
    expect(await screen.findByRole('heading', { name: 'The new form' })).toBeInTheDocument();
  });
});
