import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from '../../test/render';
import { Button } from '../Button/Button';
import { Card } from './Card';

describe('Card', () => {
  it('is a section named by its heading, with actions', async () => {
    render(
      <Card title="Upcoming Jobs" headingLevel={3} actions={<Button>View All</Button>}>
        Nothing scheduled
      </Card>,
    );
    await expect.element(page.getByRole('heading', { level: 3, name: 'Upcoming Jobs' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'View All' })).toBeVisible();
    await expect.element(page.getByText('Nothing scheduled')).toBeVisible();
  });
});
