import { ToastRegion, toast } from '@spanner/design-system';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FormSettingsDocument, UpdateFormSettingsDocument } from '../../gql/graphql';
import { renderApp, viewerMock } from '../../test-utils';
import { BlockCompletionSwitch } from './BlockCompletionSwitch';

afterEach(() => toast.clear());

const settings = (blockCompletion: boolean) => ({ formSettings: { __typename: 'FormSettings', blockCompletion } });

function render(role: 'admin', update: object) {
  renderApp(
    <>
      <BlockCompletionSwitch />
      <ToastRegion />
    </>,
    {
      mocks: [
        viewerMock(role),
        { request: { query: FormSettingsDocument }, result: { data: settings(false) } },
        { request: { query: UpdateFormSettingsDocument, variables: { blockCompletion: true } }, result: { data: update } },
      ],
    },
  );
}

describe('BlockCompletionSwitch', () => {
  it('lets whoever manages templates make jobs wait for their required forms', async () => {
    render('admin', { updateFormSettings: { __typename: 'FormSettings', blockCompletion: true } });
    const on = await screen.findByRole('switch', { name: 'Required forms must be submitted before a job is completed' });
    expect(on).not.toBeChecked();
    await userEvent.click(on);
    expect(await screen.findByText('Jobs now wait for their required forms')).toBeInTheDocument();
    expect(on).toBeChecked();
  });

  it("shows the API's refusal and keeps the switch as it was", async () => {
    render('admin', { updateFormSettings: { __typename: 'AppError', message: 'You do not have permission to do that' } });
    const on = await screen.findByRole('switch', { name: 'Required forms must be submitted before a job is completed' });
    await userEvent.click(on);
    expect(await screen.findByText('You do not have permission to do that')).toBeInTheDocument();
    expect(on).not.toBeChecked();
  });
});
