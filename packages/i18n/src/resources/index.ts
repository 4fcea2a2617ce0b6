import { resourceTree } from '../define';
import type { Language } from '../languages';
import { app } from './app';
import { auth } from './auth';
import { common } from './common';
import { engine } from './engine';
import { generationErrors } from './generation-errors';
import { legal } from './legal';
import { membership } from './membership';
import { membershipErrors } from './membership-errors';
import { pay } from './pay';
import { payErrors } from './pay-errors';
import { serverErrors } from './server-errors';
import { tools } from './tools';
import { ui } from './ui';
import { upload } from './upload';
import { validation } from './validation';
import { works } from './works';

/** Every namespace; a package adds its own file here and nowhere else. */
export const namespaces = {
  common,
  ui,
  app,
  validation,
  upload,
  auth,
  serverErrors,
  membershipErrors,
  generationErrors,
  payErrors,
  membership,
  pay,
  works,
  legal,
  tools,
  engine,
} as const;
export type Namespace = keyof typeof namespaces;
export const NAMESPACES = Object.keys(namespaces) as Namespace[];

type Resources = { [N in Namespace]: (typeof namespaces)[N]['zh'] };

/** The i18next resource tree of every namespace: language -> namespace -> messages. */
export function buildResources(): Record<Language, Resources> {
  return resourceTree(namespaces) as Record<Language, Resources>;
}
