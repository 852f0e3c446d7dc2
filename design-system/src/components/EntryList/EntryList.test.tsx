import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from '../../test/render';
import { Button } from '../Button/Button';
import { Entry, EntryList } from './EntryList';

describe('EntryList', () => {
  it('lists each entry with its title, meta and actions', async () => {
    render(
      <EntryList aria-label="Parts">
        <Entry title="Capacitor" meta="Added by Sam Lee" aside="$38.50" actions={<Button>Remove</Button>} />
        <Entry title="Refrigerant" />
      </EntryList>,
    );
    const list = page.getByRole('list', { name: 'Parts' });
    await expect.element(list).toBeVisible();
    expect(list.getByRole('listitem').all()).toHaveLength(2);
    await expect.element(list.getByRole('listitem').first()).toHaveTextContent('CapacitorAdded by Sam Lee$38.50Remove');
  });
});
