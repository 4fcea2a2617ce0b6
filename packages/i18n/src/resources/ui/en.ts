import type { SameKeys } from '../../define';
import type { uiZh } from './zh';

/** The ui namespace in English. */
export const uiEn: SameKeys<typeof uiZh> = {
  loading: 'Loading…',
  language: { label: 'Language', current: 'Language: {{language}}' },
  modal: { close: 'Close' },
  toast: { region: 'Notifications' },
  image: { loadFailed: 'Image failed to load' },
  header: { nav: 'Main navigation', home: 'Home', openMenu: 'Open menu', closeMenu: 'Close menu' },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    backHome: 'Back to home',
  },
  catalog: {
    navImage: 'AI Image',
    navGallery: 'Explore',
    navPricing: 'Pricing',
    login: 'Log in',
    generate: 'Generate',
    save: 'Save',
    delete: 'Delete work',
    modalTitle: 'Work details',
    modalBody: 'An orange cat strolls down a Tokyo street after the rain, neon reflected in the puddles.',
    toastSuccess: 'Generation finished',
    toastError: 'Generation failed. Your points were refunded.',
    toastInfo: 'Added to the queue: position 3',
    toastWarning: 'Not enough points. Please top up.',
    toastBurst: 'Show 6 at once',
  },
};
