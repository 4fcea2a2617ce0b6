/**
 * Design tokens for TypeScript (canvas drawing, charts, inline SVG). styles.css declares the same values as CSS
 * custom properties; tokens.test.ts fails when the two drift apart. These two files are the only places in the
 * repository where colour literals live.
 */

export const BRANDS = ['domestic', 'overseas'] as const;
export type Brand = (typeof BRANDS)[number];

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

export interface BrandColors {
  /** The brand's one accent: primary buttons, links, focus rings, selection. */
  accent: string;
  /** Accent under the pointer (a step lighter on the dark theme). */
  accentHover: string;
  /** Text and icons on an accent background. */
  onAccent: string;
  /** Background under onAccent text (primary buttons, selected chips): a step deeper than accent, for AA contrast. */
  accentFill: string;
  /** accentFill under the pointer. */
  accentFillHover: string;
  /** Accent-coloured text (links, highlights) on each theme's backgrounds, with AA contrast. */
  accentText: Record<Theme, string>;
}

export const brandColors: Record<Brand, BrandColors> = {
  domestic: {
    accent: '#7C5CFF',
    accentHover: '#9479FF',
    onAccent: '#FFFFFF',
    accentFill: '#6B4BF5',
    accentFillHover: '#5A38E8',
    accentText: { dark: '#A28DFF', light: '#6B4BF5' },
  },
  overseas: {
    accent: '#3D7BFF',
    accentHover: '#5C90FF',
    onAccent: '#FFFFFF',
    accentFill: '#2A66E6',
    accentFillHover: '#1F59D1',
    accentText: { dark: '#6E9BFF', light: '#2A66E6' },
  },
};

export interface Neutrals {
  background: string;
  surface: string;
  raised: string;
  border: string;
  text: string;
  muted: string;
}

/** Dark is the default; light serves legal pages and the mobile member / point pages. */
export const neutrals: Record<Theme, Neutrals> = {
  dark: {
    background: '#0E0F13',
    surface: '#16181D',
    raised: '#1E2128',
    border: '#2A2E37',
    text: '#F2F3F5',
    muted: '#9AA1AD',
  },
  light: {
    background: '#FFFFFF',
    surface: '#F5F6F8',
    raised: '#FFFFFF',
    border: '#DDE0E6',
    text: '#16181D',
    muted: '#5C6370',
  },
};

export const statusColors = {
  success: '#2FBF71',
  warning: '#F5A524',
  /** Danger marks (borders, dots, icons); text and fills use the AA steps below. */
  danger: '#F04452',
  /** Background under onStatus text (danger buttons): a step deeper than danger, for AA contrast. */
  dangerFill: '#D62839',
  /** Text on a status background. */
  onStatus: '#FFFFFF',
} as const;

/** Danger-coloured text (errors, destructive menu items) on each theme's backgrounds, with AA contrast. */
export const dangerText: Record<Theme, string> = { dark: '#FF6B77', light: '#C81E2E' };

/** Behind modals. */
export const overlayColor = 'rgba(8, 9, 12, 0.72)';

export const fontFamily =
  '-apple-system, "Segoe UI", "PingFang SC", "Hiragino Sans", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans JP", sans-serif';

/** Font sizes in px: base 14, headings 20 / 24 / 32. */
export const fontSize = { sm: 12, base: 14, lg: 16, h3: 20, h2: 24, h1: 32 } as const;
export const lineHeight = { body: 1.5, heading: 1.3 } as const;
export const fontWeight = { regular: 400, medium: 500, semibold: 600 } as const;

/** The 4 px grid: space(n) is n * 4 px. */
const SPACE_UNIT = 4;
export function space(steps: number): number {
  return steps * SPACE_UNIT;
}
/** The steps styles.css declares as --fw-space-<step>. */
export const SPACE_STEPS = [1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20] as const;

/** Radius in px: controls 8, cards and modals 12. */
export const radius = { control: 8, card: 12, pill: 999 } as const;

/** The one shadow level, for modals. */
export const shadowModal = '0 24px 64px rgba(0, 0, 0, 0.48)';

export const zIndex = { header: 100, modal: 1000, toast: 1100 } as const;

/** Motion durations in ms; prefers-reduced-motion turns them off. */
export const duration = { fast: 120, normal: 200 } as const;

/** Toasts: 80 px from the top, 3 s each, at most 5 at once (brand guide). */
export const TOAST_OFFSET_TOP = 80;
export const TOAST_DURATION_MS = 3000;
export const TOAST_MAX = 5;

/** LazyImage shows a spinner only when the image is still loading after this long. */
export const IMAGE_SPINNER_DELAY_MS = 150;

/** The login modal's width. */
export const LOGIN_MODAL_WIDTH = 900;

/** Below this width the header folds its navigation into a menu (the media queries in styles.css use it). */
export const MOBILE_BREAKPOINT = 640;

/** The header's height in px. */
export const HEADER_HEIGHT = 56;
