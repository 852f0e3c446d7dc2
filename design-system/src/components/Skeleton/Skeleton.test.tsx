import { describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from screen readers and takes the given size', () => {
    const { container } = render(<Skeleton shape="rect" width={120} height={30} />);
    const el = container.querySelector('[data-skeleton]') as HTMLElement;
    expect(el.getAttribute('aria-hidden')).toBe('true');
    expect(el.getBoundingClientRect().width).toBe(120);
    expect(el.getBoundingClientRect().height).toBe(30);
  });
});
