import '@framewise/ui-kit/styles.css';
import '@framewise/app-shell/styles.css';
import { createI18n, type I18n, I18nProvider, type Language } from '@framewise/i18n';
import { type Brand, ToastProvider } from '@framewise/ui-kit';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { checkNetworkGuard, startNetworkGuard } from './network-guard';

// One i18n instance per language, so flipping the toolbar does not rebuild them on every render.
const instances = new Map<Language, I18n>();
function i18nFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n({ language });
    instances.set(language, instance);
  }
  return instance;
}

function CatalogFrame({ language, brand, children }: { language: Language; brand: Brand; children: ReactNode }) {
  const i18n = i18nFor(language);
  // createI18n sets <html lang> only when an instance is first made; keep it in step with the toolbar.
  document.documentElement.lang = language;
  document.documentElement.dataset.brand = brand;
  return (
    <I18nProvider i18n={i18n}>
      <ToastProvider>{children}</ToastProvider>
    </I18nProvider>
  );
}

const withFramewise: Decorator = (Story, context) => (
  <CatalogFrame language={context.globals.language as Language} brand={context.globals.brand as Brand}>
    <Story />
  </CatalogFrame>
);

const preview: Preview = {
  decorators: [withFramewise],
  // No story touches the network: services are in-memory fakes (network-guard.ts).
  beforeEach: startNetworkGuard,
  afterEach: checkNetworkGuard,
  // Every story gets a docs page (what it is for, props from the types, controls).
  tags: ['autodocs'],
  globalTypes: {
    language: {
      description: 'Language of the stories',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh', title: '简体中文' },
          { value: 'en', title: 'English' },
          { value: 'ja', title: '日本語' },
        ],
        dynamicTitle: true,
      },
    },
    brand: {
      description: 'Brand (accent colour)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'domestic', title: 'Domestic' },
          { value: 'overseas', title: 'Overseas' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'zh', brand: 'domestic' },
  parameters: {
    viewport: { options: INITIAL_VIEWPORTS },
    controls: { matchers: { color: /(background|color)$/i } },
    // axe runs on every story in both brands; a serious or critical violation fails the story test (the matcher
    // filters by impactLevels), moderate and minor ones are listed in the panel (docs/decisions.md, "Catalog").
    a11y: { test: 'error', options: { impactLevels: ['serious', 'critical'] } },
  },
};

export default preview;
