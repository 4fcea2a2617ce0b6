import { configRoutes } from './config';
import { galleryRoutes } from './gallery';
import { generationRoutes } from './generation';
import { payRoutes } from './pay';
import { storageRoutes } from './storage';
import { userRoutes } from './user';

/** The routes of each domain; `callsByDomain` adds the schemas to each. */
export const routesByDomain = {
  user: userRoutes,
  pay: payRoutes,
  storage: storageRoutes,
  generation: generationRoutes,
  gallery: galleryRoutes,
  config: configRoutes,
} as const;
export type RouteDomain = keyof typeof routesByDomain;

/**
 * Method, path, auth, regions and summary of every API call, keyed by the call's stable name: the one
 * place they are written. The test hooks are kept out (see testRoutes), as they are from `calls`.
 */
export const routes = {
  ...userRoutes,
  ...payRoutes,
  ...storageRoutes,
  ...generationRoutes,
  ...galleryRoutes,
  ...configRoutes,
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
