import type { MockedResponse } from '@apollo/client/testing';
import { ToastRegion, toast } from '@spanner/design-system';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AddBuiltInFormTemplateDocument, BuiltInFormTemplatesDocument } from '../../gql/graphql';
import { renderApp, viewerMock } from '../../test-utils';
import { BuiltInTemplatesPage } from './BuiltInTemplatesPage';

afterEach(() => toast.clear());

function Builder() {
  return <p>Builder of {useParams().id}</p>;
}

function show(mocks: MockedResponse[]) {
  renderApp(
    <>
      <Routes>
        <Route path="settings/forms/built-in" element={<BuiltInTemplatesPage />} />
        <Route path="settings/forms/:id" element={<Builder />} />
      </Routes>
      <ToastRegion />
    </>,
    { path: '/settings/forms/built-in', mocks: [viewerMock('manager'), ...mocks] },
  );
}

const builtIn = (key: string, name: string, addedTemplateId: string | null) => ({
  __typename: 'BuiltInFormTemplate',
  key,
  name,
  description: `${name}, ready to fill`,
  added: addedTemplateId !== null,
  addedTemplateId,
});

const list = (swmsAdded: string | null): MockedResponse => ({
  request: { query: BuiltInFormTemplatesDocument },
  result: {
    data: {
      builtInFormTemplates: [
        builtIn('aircon-service', 'Air-conditioning service', 't1'),
        builtIn('swms', 'Safe Work Method Statement (SWMS)', swmsAdded),
      ],
    },
  },
});

describe('Add a Spanner template', () => {
  it('lists the built-in templates, says which are added, and opens a newly added one in the builder', async () => {
    show([
      list(null),
      {
        request: { query: AddBuiltInFormTemplateDocument, variables: { key: 'swms' } },
        result: { data: { addBuiltInFormTemplate: { __typename: 'FormTemplate', id: 't2', name: 'Safe Work Method Statement (SWMS)' } } },
      },
      list('t2'),
    ]);
    const aircon = await screen.findByRole('listitem', { name: 'Air-conditioning service' });
    expect(within(aircon).getByText('Added')).toBeTruthy();
    expect(within(aircon).getByRole('link', { name: 'Air-conditioning service' }).getAttribute('href')).toBe('/settings/forms/t1');
    expect(within(aircon).queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.getByText('Safe Work Method Statement (SWMS), ready to fill')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add Safe Work Method Statement (SWMS)' }));
    expect(await screen.findByText('Builder of t2')).toBeTruthy();
    expect(await screen.findByText('Template added')).toBeTruthy();
  });

  it('shows why an add was refused', async () => {
    show([
      list(null),
      {
        request: { query: AddBuiltInFormTemplateDocument, variables: { key: 'swms' } },
        result: {
          data: {
            addBuiltInFormTemplate: {
              __typename: 'AppError',
              code: 'CONFLICT',
              message: 'Safe Work Method Statement (SWMS) is already added as "Our SWMS"',
              fieldErrors: null,
            },
          },
        },
      },
      list(null),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Safe Work Method Statement (SWMS)' }));
    expect(await screen.findByText('Safe Work Method Statement (SWMS) is already added as "Our SWMS"')).toBeTruthy();
  });
});
