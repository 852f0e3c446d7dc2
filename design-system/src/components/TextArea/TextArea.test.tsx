import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('takes several lines of text', async () => {
    render(<TextArea label="Notes" />);
    const box = page.getByRole('textbox', { name: 'Notes' });
    await userEvent.fill(box, 'Line one\nLine two');
    await expect.element(box).toHaveValue('Line one\nLine two');
    expect(box.element().tagName).toBe('TEXTAREA');
  });

  it('shows its error', async () => {
    render(<TextArea label="Message" errorMessage="Email required" />);
    await expect.element(page.getByText('Email required')).toBeVisible();
  });
});
