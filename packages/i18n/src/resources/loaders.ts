import type { Messages } from '../define';
import type { Language } from '../languages';
import type { Namespace } from './index';

type Loaded = Readonly<Record<Language, Messages>>;

/**
 * Each namespace as a chunk of its own, for createLazyI18n: screens load the texts they use with their code. Kept
 * beside resources/index.ts: a namespace added there must be added here (the type says so).
 */
export const NAMESPACE_LOADERS: Readonly<Record<Namespace, () => Promise<Loaded>>> = {
  common: () => import('./common').then((m) => m.common),
  ui: () => import('./ui').then((m) => m.ui),
  app: () => import('./app').then((m) => m.app),
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
