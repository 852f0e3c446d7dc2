import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { CountTab, Tab, TabList, TabPanel, Tabs } from './Tabs';

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

  it('names a count tab by the words it shows, label then count, and reads as its label until the count is known', async () => {
    render(
      <Tabs>
        <TabList aria-label="Which jobs">
          <CountTab id="overdue" label="Overdue" count={3} alert />
          <CountTab id="all" label="All" />
        </TabList>
        <TabPanel id="overdue">Late jobs</TabPanel>
        <TabPanel id="all">Every job</TabPanel>
      </Tabs>,
    );
    const overdue = page.getByRole('tab', { name: 'Overdue 3', exact: true });
    await expect.element(overdue).toHaveTextContent('Overdue 3');
    await expect.element(overdue.getByText('3')).toHaveAttribute('data-tone', 'red');
    await expect.element(page.getByRole('tab', { name: 'All', exact: true })).toBeVisible();
  });
});
