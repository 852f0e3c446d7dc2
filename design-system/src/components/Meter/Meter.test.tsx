import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from '../../test/render';
import { Meter } from './Meter';
import { usageLevel, usagePercent } from './usage';

const ORANGE = 'rgb(249, 115, 22)';
const RED = 'rgb(220, 38, 38)';
const GREEN = 'rgb(22, 163, 74)';

const fillColour = (name: string) => {
  const meter = page.getByRole('meter', { name }).element();
  return getComputedStyle(meter.querySelector('[data-level]') as Element).backgroundColor;
};

describe('Meter', () => {
  it('applies the usage thresholds in one pure function', () => {
    expect(usageLevel(79.9)).toBe('normal');
    expect(usageLevel(80)).toBe('warning');
    expect(usageLevel(99)).toBe('warning');
    expect(usageLevel(100)).toBe('danger');
    expect(usageLevel(130)).toBe('danger');
    expect(usageLevel(10, true)).toBe('danger');
    expect(usagePercent(82, 100)).toBe(82);
    expect(usagePercent(1, 0)).toBe(100);
  });

  it('turns orange at 80 % and red at 100 %', async () => {
    render(
      <>
        <Meter label="Users" value={79} />
        <Meter label="SMS" value={80} />
        <Meter label="Email" value={100} />
        <Meter label="Over" value={150} maxValue={100} />
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
