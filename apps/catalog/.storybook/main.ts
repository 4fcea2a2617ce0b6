import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // Stories live beside the components in every package.
  stories: ['../../../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: [],
  // Offline builds: the telemetry call otherwise stalls the build.
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
};

export default config;
