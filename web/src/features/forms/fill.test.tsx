import type { MockedResponse } from '@apollo/client/testing';
import { ToastRegion, toast } from '@spanner/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CorrectJobFormDocument, JobFormPageDocument, SaveJobFormAnswersDocument, SubmitJobFormDocument } from '../../gql/graphql';
import { renderApp, viewerMock } from '../../test-utils';
import { JobFormPage } from './JobFormPage';

afterEach(() => toast.clear());

/** Saves wait for typing to pause (600 ms): what follows one waits a little longer than that. */
const afterSave = { timeout: 5000 };

const jake = { __typename: 'User', id: 'u1', name: 'Jake Wilson' };

function formOf(definition: unknown, over: Record<string, unknown> = {}) {
  return {
    __typename: 'JobForm',
    id: 'f1',
    jobId: 'j1',
    templateName: 'Split system service',
    version: 3,
    definition,
    status: 'draft',
    required: true,
    answers: {},
    revision: 0,
    submittedAt: null,
    submittedBy: null,
    certificateDueOn: null,
    sentTo: [],
    sentAt: null,
    sentBy: null,
    updatedAt: '2026-11-28T00:00:00.000Z',
    equipment: null,
    revisions: [],
    ...over,
  };
}

const checks = {
  sections: [
    {
      id: 's1',
      title: 'Checks',
      fields: [
        { id: 'temp', kind: 'number', label: 'Supply air', unit: '°C', min: 0, max: 30, required: true },
        { id: 'result', kind: 'pass_fail_na', label: 'Result', required: true },
        { id: 'fault', kind: 'text', label: 'Fault found', required: true, showWhen: { field: 'result', equals: 'fail' } },
      ],
    },
  ],
};

const page = (form: unknown): MockedResponse => ({
  request: { query: JobFormPageDocument, variables: { jobId: 'j1', id: 'f1' } },
  result: { data: { job: { __typename: 'Job', id: 'j1', title: 'Annual service', customer: null, photos: [] }, jobForm: form } },
  maxUsageCount: 5,
});

/** Every save answered as saved; what was sent is kept, in order. */
function savesInto(sent: unknown[]): MockedResponse {
  return {
    request: {
      query: SaveJobFormAnswersDocument,
      variables: (v: { answers: unknown }) => {
        sent.push(v.answers);
        return true;
      },
    },
    result: { data: { saveJobFormAnswers: { __typename: 'JobForm', id: 'f1', updatedAt: '2026-11-28T00:00:01.000Z' } } },
    maxUsageCount: 20,
  };
}

function show(mocks: MockedResponse[], role: 'technician' | 'manager' = 'technician') {
  renderApp(
    <>
      <Routes>
        <Route path="jobs/:jobId/forms/:id" element={<JobFormPage />} />
      </Routes>
      <ToastRegion />
    </>,
    { path: '/jobs/j1/forms/f1', mocks: [viewerMock(role), ...mocks] },
  );
}

/** Text into a box as one change, replacing what it held (a paste over a selection). */
async function replace(box: HTMLElement, text: string) {
  await userEvent.tripleClick(box);
  await userEvent.paste(text);
}

describe('filling a form on a job', () => {
  it('saves each answer as it is typed, shows the refusal at its field, shows a field only when asked, and submits once complete', async () => {
    const refused: MockedResponse = {
      request: { query: SaveJobFormAnswersDocument, variables: { id: 'f1', answers: { temp: '45' } } },
      result: {
        data: {
          saveJobFormAnswers: {
            __typename: 'AppError',
            code: 'VALIDATION',
            message: 'Supply air must be between 0 and 30 °C',
            fieldErrors: [{ __typename: 'FieldError', field: 'temp', message: 'Supply air must be between 0 and 30 °C' }],
          },
        },
      },
    };
    const sent: unknown[] = [];
    const submitted = formOf(checks, {
      status: 'submitted',
      answers: { temp: 21, result: 'pass' },
      submittedAt: '2026-11-28T01:00:00.000Z',
      submittedBy: jake,
    });
    const submit: MockedResponse = {
      request: { query: SubmitJobFormDocument, variables: { id: 'f1', answers: { temp: '21', result: 'pass', fault: null } } },
      result: { data: { submitJobForm: submitted } },
    };
    show([page(formOf(checks)), refused, savesInto(sent), submit]);

    const temp = await screen.findByRole('textbox', { name: /Supply air/ });
    const send = screen.getByRole('button', { name: 'Submit' });
    expect(send).toBeDisabled();
    expect(screen.getByText('Fill every required field to submit (2 to go).')).toBeInTheDocument();

    await replace(temp, '45');
    expect(await screen.findByText('Supply air must be between 0 and 30 °C', {}, afterSave)).toBeInTheDocument();
    expect(temp).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Not saved');

    await replace(temp, '21');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'), afterSave);
    expect(temp).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual([{ temp: '21' }]);

    // Fault found shows only once the result is Fail; it is then required.
    expect(screen.queryByRole('textbox', { name: /Fault found/ })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Fail' }));
    expect(await screen.findByRole('textbox', { name: /Fault found/ })).toBeInTheDocument();
    expect(send).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Pass' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Fault found/ })).toBeNull());
    await waitFor(() => expect(send).toBeEnabled());
    await waitFor(() => expect(sent).toEqual([{ temp: '21' }, { result: 'fail' }, { result: 'pass' }]));

    await userEvent.click(send);
    expect(await screen.findByText(/Submitted by Jake Wilson/)).toBeInTheDocument();
    // Read-only now: the answers as text, no box to type in, and Correct.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByText('21 °C')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Correct' })).toBeInTheDocument();
  });

  it('adds and removes the rows of a repeating group, each saved as the whole group', async () => {
    const definition = {
      sections: [
        {
          id: 's1',
          title: 'Items',
          fields: [
            {
              id: 'items',
              kind: 'group',
              label: 'Items tested',
              rowLabel: 'Item',
              required: true,
              fields: [
                { id: 'name', kind: 'text', label: 'Description', required: true },
                { id: 'result', kind: 'pass_fail_na', label: 'Result' },
              ],
            },
          ],
        },
      ],
    };
    const sent: unknown[] = [];
    show([page(formOf(definition)), savesInto(sent)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const first = await screen.findByRole('group', { name: 'Item 1' });
    await replace(within(first).getByRole('textbox', { name: /Description/ }), 'Kettle');
    await userEvent.click(within(first).getByRole('radio', { name: 'Pass' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    const second = await screen.findByRole('group', { name: 'Item 2' });
    await replace(within(second).getByRole('textbox', { name: /Description/ }), 'Toaster');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await userEvent.click(within(first).getByRole('button', { name: 'Remove Item 1' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Item 2' })).toBeNull());
    expect(within(screen.getByRole('group', { name: 'Item 1' })).getByRole('textbox', { name: /Description/ })).toHaveValue('Toaster');
    await waitFor(() => expect(sent.at(-1)).toEqual({ items: [{ name: 'Toaster' }] }), afterSave);
    expect(sent[0]).toEqual({ items: [{}] });
  });

  it('corrects a submitted form with a reason, and lists its corrections with who and when', async () => {
    const submitted = formOf(checks, {
      status: 'submitted',
      answers: { temp: 21, result: 'pass' },
      submittedAt: '2026-11-28T01:00:00.000Z',
      submittedBy: jake,
    });
    const corrected = {
      ...submitted,
      answers: { temp: 19, result: 'pass' },
      revision: 1,
      revisions: [
        {
          __typename: 'JobFormRevision',
          revision: 0,
          reason: 'Read the wrong gauge',
          createdAt: '2026-11-28T02:00:00.000Z',
          correctedBy: jake,
        },
      ],
    };
    const correct: MockedResponse = {
      request: {
        query: CorrectJobFormDocument,
        variables: { id: 'f1', answers: { temp: '19', result: 'pass', fault: null }, reason: 'Read the wrong gauge' },
      },
      result: { data: { correctJobForm: corrected } },
    };
    show([page(submitted), correct]);
    await userEvent.click(await screen.findByRole('button', { name: 'Correct' }));
    await replace(screen.getByRole('textbox', { name: /Supply air/ }), '19');
    const save = screen.getByRole('button', { name: 'Save correction' });
    expect(save).toBeDisabled();
    await replace(screen.getByRole('textbox', { name: /Reason/ }), 'Read the wrong gauge');
    await userEvent.click(save);
    const corrections = await screen.findByRole('list', { name: 'Corrections' });
    expect(corrections).toHaveTextContent('Read the wrong gauge');
    expect(corrections).toHaveTextContent('Jake Wilson');
    expect(screen.getByText('Revision 1')).toBeInTheDocument();
    expect(screen.getByText('19 °C')).toBeInTheDocument();
  });
});
