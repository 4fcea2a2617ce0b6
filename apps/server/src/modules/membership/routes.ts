import { calls } from '@framewise/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http';
import { packageList } from './service';

/** The catalogue: plans and packages of the request's region, from the database. */
export function registerMembershipRoutes(app: FastifyInstance): void {
  registerCall(app, calls.getPackageList, ({ query, region }) => packageList(app.ctx.db, region, query.permission_id));
}
