import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../design-system/src/**/*.stories.tsx', '../web/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // Web stories import the rules shared with the API as the web app does (web/vite.config.ts).
    const rules = { find: '@rules', replacement: path.resolve(import.meta.dirname, '../api/src/rules') };
    const alias = viteConfig.resolve?.alias ?? [];
    viteConfig.resolve = {
      ...viteConfig.resolve,
      alias: Array.isArray(alias)
        ? [...alias, rules]
        : [...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })), rules],
    };
    return viteConfig;
  },
};

export default config;
