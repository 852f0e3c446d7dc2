import type { MockedResponse } from '@apollo/client/testing';
import { ToastRegion, toast } from '@spanner/design-system';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CreateFormTemplateDocument, FormTemplateDocument, UpdateFormTemplateDocument } from '../../gql/graphql';
import { renderApp, viewerMock } from '../../test-utils';
import { FormTemplateEditorPage } from './FormTemplateEditorPage';

afterEach(() => toast.clear());

function show(path: string, mocks: MockedResponse[]) {
  renderApp(
    <>
      <Routes>
        <Route path="settings/forms/new" element={<FormTemplateEditorPage />} />
        <Route path="settings/forms/:id" element={<FormTemplateEditorPage />} />
      </Routes>
      <ToastRegion />
    </>,
    { path, mocks: [viewerMock('manager'), ...mocks] },
  );
}

const field = (name: RegExp) => screen.getByRole('group', { name });

/** Text into a box as one change (a paste): the builder draws every field again on each change. */
async function fill(box: HTMLElement, text: string) {
  await userEvent.click(box);
  await userEvent.paste(text);
}

/** Picks an option of a Select inside `where`. */
async function pick(where: HTMLElement, select: RegExp, option: string | RegExp) {
  await userEvent.click(within(where).getByRole('button', { name: select }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const template = (over: Record<string, unknown> = {}) => ({
  __typename: 'FormTemplate',
  id: 't1',
  name: 'Gas heater check',
  description: null,
  jobTypes: ['service'],
  equipmentTypes: [],
  archivedAt: null,
  version: 1,
  updatedAt: '2026-11-28T00:00:00.000Z',
  definition: {
    sections: [
      {
        id: 'section_1',
        title: 'Readings',
        fields: [{ id: 'flue_temperature', kind: 'number', label: 'Flue temperature', unit: '°C', min: 0, max: 300 }],
      },
    ],
  },
  ...over,
});

/** The update's mocks for the template `t1`: what it sent is kept in `sent`. */
function editing(sent: { input?: Record<string, unknown> }) {
  show('/settings/forms/t1', [
    { request: { query: FormTemplateDocument, variables: { id: 't1' } }, result: { data: { formTemplate: template() } } },
    {
      request: {
        query: UpdateFormTemplateDocument,
        variables: (v: { input: Record<string, unknown> }) => {
          sent.input = v.input;
          return true;
        },
      },
      result: { data: { updateFormTemplate: template({ version: 2 }) } },
    },
  ]);
}

/** The fields of the first section a save sent. */
const fieldsSent = (sent: { input?: Record<string, unknown> }) =>
  (sent.input?.definition as { sections: { fields: unknown[] }[] } | undefined)?.sections[0].fields;

const FLUE = { id: 'flue_temperature', kind: 'number', label: 'Flue temperature', unit: '°C', min: 0, max: 300 };

describe('the form builder', () => {
  it('builds a template: a number with its unit, range and required, moved below another field and back; Save says the version made', async () => {
    let sent: { input?: Record<string, unknown> } = {};
    show('/settings/forms/new', [
      {
        request: {
          query: CreateFormTemplateDocument,
          variables: (v: { input: Record<string, unknown> }) => {
            sent = v;
            return true;
          },
        },
        result: { data: { createFormTemplate: template() } },
      },
      { request: { query: FormTemplateDocument, variables: { id: 't1' } }, result: { data: { formTemplate: template() } } },
    ]);
    await fill(await screen.findByRole('textbox', { name: /^Name/ }), 'Gas heater check');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Service' }));
    await userEvent.clear(screen.getByRole('textbox', { name: /^Section title/ }));
    await fill(screen.getByRole('textbox', { name: /^Section title/ }), 'Readings');

    await fill(within(field(/^Field 1:/)).getByRole('textbox', { name: /^Label/ }), 'Flue temperature');
    await pick(field(/^Field 1:/), /Kind/, 'Number');
    const flue = field(/^Field 1: Flue temperature/);
    await fill(within(flue).getByRole('textbox', { name: 'Unit' }), '°C');
    await fill(within(flue).getByRole('textbox', { name: 'Min' }), '0');
    await fill(within(flue).getByRole('textbox', { name: 'Max' }), '300');
    await userEvent.click(within(flue).getByRole('checkbox', { name: 'Required' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add field' }));
    await fill(within(field(/^Field 2:/)).getByRole('textbox', { name: /^Label/ }), 'Notes');
    // The first field moves down below Notes and back: the order is the builder's.
    await userEvent.click(screen.getByRole('button', { name: 'Move Flue temperature down' }));
    expect(field(/^Field 2:/)).toHaveAccessibleName('Field 2: Flue temperature');
    await userEvent.click(screen.getByRole('button', { name: 'Move Flue temperature up' }));

    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Gas heater check: version 1')).toBeInTheDocument();
    expect(sent.input).toMatchObject({ name: 'Gas heater check', jobTypes: ['service'], equipmentTypes: [] });
    expect(sent.input?.definition).toEqual({
      sections: [
        {
          id: 'section_1',
          title: 'Readings',
          fields: [
            { ...FLUE, required: true },
            { id: 'notes', kind: 'text', label: 'Notes' },
          ],
        },
      ],
    });
  });

  it('adds a field shown only when another has a given answer', async () => {
    const sent: { input?: Record<string, unknown> } = {};
    editing(sent);
    await screen.findByRole('group', { name: 'Field 1: Flue temperature' });
    await userEvent.click(screen.getByRole('button', { name: 'Add field' }));
    await fill(within(field(/^Field 2:/)).getByRole('textbox', { name: /^Label/ }), 'Result');
    await pick(field(/^Field 2:/), /Kind/, 'Pass / fail / N/A');
    await userEvent.click(screen.getByRole('button', { name: 'Add field' }));
    await fill(within(field(/^Field 3:/)).getByRole('textbox', { name: /^Label/ }), 'Fault found');
    await pick(field(/^Field 3:/), /Shown/, 'Only when Result…');
    await pick(field(/^Field 3:/), /is/, 'Fail');
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Version 2 made: forms added from now on use it')).toBeInTheDocument();
    expect(fieldsSent(sent)).toEqual([
      FLUE,
      { id: 'result', kind: 'pass_fail_na', label: 'Result' },
      { id: 'fault_found', kind: 'text', label: 'Fault found', showWhen: { field: 'result', equals: 'fail' } },
    ]);
  });

  it('adds a repeating group with fields of its own, marked a sign-on sheet', async () => {
    const sent: { input?: Record<string, unknown> } = {};
    editing(sent);
    await screen.findByRole('group', { name: 'Field 1: Flue temperature' });
    await userEvent.click(screen.getByRole('button', { name: 'Add repeating group' }));
    const group = field(/^Field 2:/);
    await fill(within(group).getAllByRole('textbox', { name: /^Label/ })[0], 'Appliances');
    await fill(within(field(/^Appliances field 1:/)).getByRole('textbox', { name: /^Label/ }), 'Appliance');
    await userEvent.click(screen.getByRole('button', { name: 'Add a field to Appliances' }));
    await fill(within(field(/^Appliances field 2:/)).getByRole('textbox', { name: /^Label/ }), 'Tested');
    await pick(field(/^Appliances field 2:/), /Kind/, 'Checkbox');
    await userEvent.click(within(field(/^Field 2:/)).getByRole('checkbox', { name: /^A sign-on sheet/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Version 2 made: forms added from now on use it')).toBeInTheDocument();
    expect(fieldsSent(sent)).toEqual([
      FLUE,
      {
        id: 'appliances',
        kind: 'group',
        label: 'Appliances',
        signAgainOnChange: true,
        fields: [
          { id: 'appliance', kind: 'text', label: 'Appliance' },
          { id: 'tested', kind: 'checkbox', label: 'Tested' },
        ],
      },
    ]);
  });

  it("shows the API's refusal of a setting at that field, and a save that changes the fields names the new version", async () => {
    const refused = {
      request: { query: UpdateFormTemplateDocument, variables: () => true },
      result: {
        data: {
          updateFormTemplate: {
            __typename: 'AppError',
            code: 'VALIDATION',
            message: 'Min must not be more than max',
            fieldErrors: [
              { __typename: 'FieldError', field: 'definition.sections.0.fields.0.min', message: 'Min must not be more than max' },
            ],
          },
        },
      },
    };
    const saved = {
      request: { query: UpdateFormTemplateDocument, variables: () => true },
      result: { data: { updateFormTemplate: template({ version: 2 }) } },
    };
    show('/settings/forms/t1', [
      { request: { query: FormTemplateDocument, variables: { id: 't1' } }, result: { data: { formTemplate: template() } } },
      refused,
      saved,
    ]);
    const flue = await screen.findByRole('group', { name: 'Field 1: Flue temperature' });
    expect(screen.getByText('Version 1')).toBeInTheDocument();
    const min = within(flue).getByRole('textbox', { name: 'Min' });
    await userEvent.clear(min);
    await fill(min, '400');
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await within(flue).findByText('Min must not be more than max')).toBeInTheDocument();
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The template was not saved')).toBeInTheDocument();

    await userEvent.clear(min);
    await fill(min, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Version 2 made: forms added from now on use it')).toBeInTheDocument();
  });
});
