import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from '../../test/render';
import { Meter } from './Meter';

const ORANGE = 'rgb(249, 115, 22)';
const RED = 'rgb(220, 38, 38)';
const GREEN = 'rgb(22, 163, 74)';

const fillColour = (name: string) => {
  const meter = page.getByRole('meter', { name }).element();
  return getComputedStyle(meter.querySelector('[data-level]') as Element).backgroundColor;
};

describe('Meter', () => {
  it('fills green, orange or red by the level it is given', async () => {
    render(
      <>
        <Meter label="Users" value={79} />
        <Meter label="SMS" value={80} level="warning" />
        <Meter label="Email" value={100} level="danger" />
        <Meter label="Over" value={150} maxValue={100} level="danger" />
      </>,
    );
    await expect.element(page.getByRole('meter', { name: 'Users' })).toBeVisible();
    expect(fillColour('Users')).toBe(GREEN);
    expect(fillColour('SMS')).toBe(ORANGE);
    expect(fillColour('Email')).toBe(RED);
    expect(fillColour('Over')).toBe(RED);
  });

  it('announces the value label', async () => {
    render(<Meter label="SMS" value={82} valueLabel="82 / 100" />);
    await expect.element(page.getByRole('meter', { name: 'SMS' })).toHaveAttribute('aria-valuetext', '82 / 100');
  });
});
