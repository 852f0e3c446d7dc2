import type { Meta, StoryObj } from '@storybook/react-vite';
import { AnalyticsCharts } from './AnalyticsCharts';
import { sampleAnalytics } from './analytics-sample';

// The owner's analytics charts over twelve sample months (the page itself needs the API; these are its charts).

const meta = {
  title: 'Owner/Analytics charts',
  component: AnalyticsCharts,
  args: { data: sampleAnalytics },
} satisfies Meta<typeof AnalyticsCharts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwelveMonths: Story = {};

export const Empty: Story = { args: { data: { ...sampleAnalytics, points: [], months: [] } } };
