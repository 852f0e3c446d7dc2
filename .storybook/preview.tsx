import type { Preview } from '@storybook/react-vite';
import { DesignSystemProvider } from '../design-system/src/theme/DesignSystemProvider';
import { lightTheme } from '../design-system/src/theme/light.css';

const preview: Preview = {
  decorators: [
    (Story) => (
      <DesignSystemProvider locale="en-AU">
        <div className={lightTheme} style={{ padding: 24, minHeight: '100%' }}>
          <Story />
        </div>
      </DesignSystemProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is checked with axe; a violation fails the test run.
    a11y: { test: 'error' },
  },
};

export default preview;
