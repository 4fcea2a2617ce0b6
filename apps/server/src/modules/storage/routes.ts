import { calls, STORAGE_PURPOSE_CALL, type StoragePurpose } from '@framewise/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http';
import { LocalDriver } from './local-driver';
import { registerLocalObjectRoutes } from './local-routes';
import { storageService } from './service';
import { VideoTranscoder } from './transcode-jobs';

/** The storage module: upload credentials by purpose, cdnAuth, video transcoding, and (local driver) the object endpoint. */
export async function registerStorageRoutes(app: FastifyInstance): Promise<void> {
  const service = storageService(app.ctx);
  for (const [purpose, callName] of Object.entries(STORAGE_PURPOSE_CALL) as [StoragePurpose, string][]) {
    const contract = calls[callName as (typeof STORAGE_PURPOSE_CALL)[StoragePurpose]];
    registerCall(app, contract, ({ user, query }) => service.issueToken(user.uuid, purpose, query.path));
  }
  registerCall(app, calls.getCdnAuth, ({ user, query }) => service.signUrl(user.uuid, query.url));
  const transcoder = new VideoTranscoder(service);
  registerCall(app, calls.transcodeVideo, ({ user, body }) => transcoder.request(user.uuid, body.key));
  if (service.driver instanceof LocalDriver) await registerLocalObjectRoutes(app, service, service.driver);
}
