import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // Stories live beside the components in every package.
  stories: ['../../../packages/*/src/**/*.stories.@(ts|tsx)'],
  // docs: autodocs pages; a11y: the axe panel; vitest: the same stories run as tests in `npm test`.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Offline builds: the telemetry call otherwise stalls the build.
  core: { disableTelemetry: true },
  // react-docgen reads props and their JSDoc from the component source for the docs pages and controls.
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
