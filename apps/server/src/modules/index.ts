import type { FastifyInstance } from 'fastify';
import { type ModuleRoutes, registerNotAvailableCalls } from '../http';
import { registerAuthRoutes } from './auth';
import { registerCodeRoutes } from './codes';
import { registerConfigRoutes } from './config';
import { registerGalleryRoutes, workDetail } from './gallery';
import { registerGenerationRoutes } from './generation';
import { registerMembershipRoutes } from './membership';
import { registerPayRoutes } from './pay';
import { registerStorageRoutes } from './storage';
import { registerUserRoutes } from './users';

/**
 * The implemented domain modules, in registration order. Domains arrive with their issues (auth, users, points,
 * membership, pay, codes, storage, generation, gallery, config); until then their calls answer 501.
 */
export const moduleRoutes: readonly ModuleRoutes[] = [
  registerStorageRoutes,
  registerAuthRoutes,
  registerUserRoutes,
  registerMembershipRoutes,
  registerCodeRoutes,
  registerPayRoutes,
  (app) => registerGenerationRoutes(app, workDetail),
  registerGalleryRoutes,
  registerConfigRoutes,
];

/** Modules first, then the "not available yet" answer for every contract call still unserved. */
export async function registerModules(
  app: FastifyInstance,
  list: readonly ModuleRoutes[] = moduleRoutes,
): Promise<{ notAvailable: string[] }> {
  for (const register of list) await register(app);
  return { notAvailable: registerNotAvailableCalls(app) };
}
