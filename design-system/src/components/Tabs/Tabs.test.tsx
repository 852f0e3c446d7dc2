import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

describe('Tabs', () => {
  it('switches panels by click and arrow keys', async () => {
    const onSelectionChange = vi.fn();
    render(
      <Tabs defaultSelectedKey="sms" onSelectionChange={onSelectionChange}>
        <TabList aria-label="Packs">
          <Tab id="sms">SMS</Tab>
          <Tab id="email">Email</Tab>
        </TabList>
        <TabPanel id="sms">SMS packs</TabPanel>
        <TabPanel id="email">Email packs</TabPanel>
      </Tabs>,
    );
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('SMS packs');
    await userEvent.click(page.getByRole('tab', { name: 'Email' }));
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('Email packs');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(page.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
    expect(onSelectionChange.mock.calls).toEqual([['email'], ['sms']]);
  });
});
