import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from '../../test/render';
import { DescriptionList } from './DescriptionList';

describe('DescriptionList', () => {
  it('pairs each term with its value and skips empty entries', async () => {
    const { container } = render(
      <DescriptionList items={[{ term: 'Phone', value: '0412 345 678' }, null, { term: 'Email', value: 'jo@example.com' }]} />,
    );
    await expect.element(page.getByText('0412 345 678')).toBeVisible();
    const pairs = [...container.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Phone', '0412 345 678'],
      ['Email', 'jo@example.com'],
    ]);
  });

  it('puts each term above its value at phone width', () => {
    const { container } = render(
      <div style={{ width: 300 }}>
        <DescriptionList layout="stacked" items={[{ term: 'Phone', value: '0412 345 678' }]} />
      </div>,
    );
    const dt = container.querySelector('dt')?.getBoundingClientRect();
    const dd = container.querySelector('dd')?.getBoundingClientRect();
    expect(dt && dd && dd.top >= dt.bottom).toBe(true);
  });
});
