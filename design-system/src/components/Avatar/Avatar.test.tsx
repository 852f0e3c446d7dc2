import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from '../../test/render';
import { Avatar } from './Avatar';
import { avatarVariants } from './patterns';
import { avatarHue, initials } from './seed';

describe('Avatar', () => {
  it('shows initials on a hue derived from the name', async () => {
    render(
      <>
        <Avatar name="Sam Nguyen" />
        <Avatar name="sam nguyen " />
        <Avatar name="Acme" />
      </>,
    );
    const [first, second] = page.getByRole('img').all();
    await expect.element(page.getByRole('img', { name: 'Sam Nguyen', exact: true })).toHaveTextContent('SN');
    await expect.element(page.getByRole('img', { name: 'Acme', exact: true })).toHaveTextContent('A');
    expect(getComputedStyle(first.element()).backgroundColor).toBe(getComputedStyle(second.element()).backgroundColor);
    expect(avatarHue('Sam Nguyen')).toBe(avatarHue('Sam Nguyen'));
    expect(avatarHue('Sam Nguyen')).not.toBe(avatarHue('Priya Patel'));
    expect(initials('  jane   van smith ')).toBe('JS');
  });

  it('draws a distinct pattern for each variant, the same for the same seed', () => {
    const { container } = render(
      <>
        {avatarVariants.map((variant) => (
          <Avatar key={variant} name="Sam" variant={variant} seed="seed-1" />
        ))}
        <Avatar name="Sam" variant="pixel" seed="seed-1" />
        <Avatar name="Sam" variant="pixel" seed="seed-2" />
      </>,
    );
    const drawings = Array.from(container.querySelectorAll('svg'), (svg) => svg.innerHTML.replace(/id="[^"]*"|url\(#[^)]*\)/g, ''));
    expect(new Set(drawings.slice(0, avatarVariants.length)).size).toBe(avatarVariants.length);
    expect(drawings[avatarVariants.length]).toBe(drawings[0]);
    expect(drawings[avatarVariants.length + 1]).not.toBe(drawings[0]);
  });

  it('shows the photo when given', async () => {
    const src = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';
    const { container } = render(<Avatar name="Sam Nguyen" src={src} />);
    await expect.element(page.getByRole('img', { name: 'Sam Nguyen' })).toHaveAttribute('data-variant', 'image');
    expect(container.querySelector('img')?.getAttribute('src')).toBe(src);
  });
});
