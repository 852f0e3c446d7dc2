import { describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { Grid, Stack } from './Stack';

const boxes = (n: number) => Array.from({ length: n }, (_, i) => `box-${i}`).map((id) => <div key={id} style={{ height: 20 }} />);

/** Top edges of the children of the element marked data-testid="layout". */
const tops = (container: HTMLElement) =>
  [...(container.querySelector('[data-testid="layout"]')?.children ?? [])].map((el) => el.getBoundingClientRect().top);

describe('Stack and Grid', () => {
  it('spaces a stack by the gap token', () => {
    const { container } = render(
      <Stack gap="4" data-testid="layout">
        {boxes(2)}
      </Stack>,
    );
    const [a, b] = tops(container);
    expect(b - a).toBe(20 + 16);
  });

  it('fits as many columns as the minimum width allows, and one when the grid is narrow', () => {
    const wide = render(
      <div style={{ width: 960 }}>
        <Grid min="lg" data-testid="layout">
          {boxes(4)}
        </Grid>
      </div>,
    );
    expect(new Set(tops(wide.container)).size).toBe(2);
    const narrow = render(
      <div style={{ width: 280 }}>
        <Grid min="lg" data-testid="layout">
          {boxes(3)}
        </Grid>
      </div>,
    );
    expect(new Set(tops(narrow.container)).size).toBe(3);
  });
});
