import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { PlusIcon } from '../../icons/icons';
import { render } from '../../test/render';
import { IconButton } from '../IconButton/IconButton';
import { TOOLTIP_CLOSE_DELAY, TOOLTIP_DELAY, Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it("uses the spec's delays", () => {
    expect(TOOLTIP_DELAY).toBe(700);
    expect(TOOLTIP_CLOSE_DELAY).toBe(300);
  });

  it('shows on keyboard focus and describes its trigger', async () => {
    render(
      <Tooltip content="Create a job">
        <IconButton label="New Job" icon={<PlusIcon />} />
      </Tooltip>,
    );
    await userEvent.tab();
    const tooltip = page.getByRole('tooltip');
    await expect.element(tooltip).toHaveTextContent('Create a job');
    await expect.element(page.getByRole('button', { name: 'New Job' })).toHaveAccessibleDescription('Create a job');
    await userEvent.keyboard('{Escape}');
    await expect.element(tooltip).not.toBeInTheDocument();
  });
});
