import type { Messages } from '../define';
import type { Language } from '../languages';
import type { Namespace } from './index';

type Loaded = Readonly<Record<Language, Messages>>;

/** What the shell itself shows (header, menus, modals, loading and error states): loaded first, one language. */
export const SHELL_NAMESPACES = ['common', 'ui', 'app'] as const;
export type ShellNamespace = (typeof SHELL_NAMESPACES)[number];

/**
 * The shell's namespaces of one language as one chunk: a page needs only its own language's (a language switch
 * reloads the page).
 */
export const SHELL_LOADERS: Readonly<Record<Language, () => Promise<Readonly<Record<ShellNamespace, Messages>>>>> = {
  zh: () => import('./shell/zh'),
  en: () => import('./shell/en'),
  ja: () => import('./shell/ja'),
};

/**
 * Every other namespace as a chunk of its own (all three languages, zh being the fallback), for createLazyI18n:
 * screens load the texts they use with their code. Kept beside resources/index.ts: a namespace added there must be
 * added here (the type says so).
 */
export const NAMESPACE_LOADERS: Readonly<Record<Exclude<Namespace, ShellNamespace>, () => Promise<Loaded>>> = {
  validation: () => import('./validation').then((m) => m.validation),
  upload: () => import('./upload').then((m) => m.upload),
  auth: () => import('./auth').then((m) => m.auth),
  serverErrors: () => import('./server-errors').then((m) => m.serverErrors),
  membershipErrors: () => import('./membership-errors').then((m) => m.membershipErrors),
  generationErrors: () => import('./generation-errors').then((m) => m.generationErrors),
  payErrors: () => import('./pay-errors').then((m) => m.payErrors),
  membership: () => import('./membership').then((m) => m.membership),
  pay: () => import('./pay').then((m) => m.pay),
  works: () => import('./works').then((m) => m.works),
  legal: () => import('./legal').then((m) => m.legal),
  tools: () => import('./tools').then((m) => m.tools),
  engine: () => import('./engine').then((m) => m.engine),
};
