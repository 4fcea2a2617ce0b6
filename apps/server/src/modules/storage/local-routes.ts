import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { ErrorCode } from '@framewise/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../http';
import { isPublicBucket, knownBuckets } from './driver';
import { isSafeKey } from './keys';
import { LOCAL_STORAGE_ROUTE, type LocalDriver } from './local-driver';
import { parseRange } from './range';
import { STORAGE_MESSAGES, type StorageService } from './service';

interface ObjectRoute {
  Params: { bucket: string; '*': string };
  Querystring: { t?: string; sign?: string };
}

const YEAR_SECONDS = 365 * 24 * 3600;

const SIGNATURE_MESSAGES = {
  missing: 'This file is private: open it through a signed link',
  invalid: 'The link signature is not valid',
  expired: 'The link has expired; request a new one',
} as const;

/**
 * Objects of the local driver. Uploads: PUT {bucket}/{key} with the grant's bearer token and the file as the raw
 * body (any content type; the bytes decide what it is), answered with the envelope. Reads: GET {bucket}/{key},
 * public bucket as is, other buckets only with a cdnAuth signature. Reads answer real HTTP statuses because
 * browsers load these URLs directly (img, video, downloads), not through the envelope client.
 */
export async function registerLocalObjectRoutes(
  app: FastifyInstance,
  service: StorageService,
  driver: LocalDriver,
): Promise<void> {
  const { storage } = service;
  const largest = Math.max(storage.maxImageBytes, storage.maxVideoBytes, storage.maxAudioBytes);
  // One byte over the largest limit gets through, so the service refuses it with its own clear message.
  const bodyLimit = largest + 1;

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
    scope.setErrorHandler((error) => {
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new AppError(ErrorCode.BAD_REQUEST, STORAGE_MESSAGES.tooLarge(largest));
      }
      throw error; // the app's handler answers everything else
    });

    scope.put<ObjectRoute>(`${LOCAL_STORAGE_ROUTE}/:bucket/*`, { bodyLimit }, async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const data = await service.acceptUpload({
        bucket: request.params.bucket,
        key: request.params['*'],
        authorization: request.headers.authorization,
        body,
      });
      return { code: ErrorCode.OK, data, msg: 'ok' };
    });

    scope.get<ObjectRoute>(`${LOCAL_STORAGE_ROUTE}/:bucket/*`, async (request, reply) => {
      const { bucket } = request.params;
      const key = request.params['*'];
      const refuse = (status: number, code: number, msg: string) =>
        reply.code(status).header('cache-control', 'no-store').send({ code, data: null, msg });
      if (!knownBuckets(storage).includes(bucket) || !isSafeKey(key)) {
        return refuse(404, ErrorCode.NOT_FOUND, STORAGE_MESSAGES.notFound);
      }
      const record = await service.findObject(bucket, key);
      if (!record) return refuse(404, ErrorCode.NOT_FOUND, STORAGE_MESSAGES.notFound);

      let cacheControl = `public, max-age=${YEAR_SECONDS}, immutable`;
      if (!isPublicBucket(storage, bucket)) {
        const check = driver.checkSignature(bucket, key, request.query.t, request.query.sign);
        if (check !== 'valid') return refuse(403, ErrorCode.FORBIDDEN, SIGNATURE_MESSAGES[check]);
        // Shared caches must not keep it; the browser may until the link expires.
        const left = Number(request.query.t) - Math.floor(service.now().getTime() / 1000);
        cacheControl = `private, max-age=${Math.max(0, left)}`;
      }

      const file = driver.filePath(bucket, key);
      let size: number;
      try {
        size = (await stat(file)).size;
      } catch {
        return refuse(404, ErrorCode.NOT_FOUND, STORAGE_MESSAGES.notFound);
      }
      const etag = `"${record.sha256 ?? `${size}-${record.created_at.getTime()}`}"`;
      reply
        .header('content-type', record.mime)
        .header('x-content-type-options', 'nosniff')
        // User files are never documents of this origin, even if a browser were talked into rendering one.
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', cacheControl)
        .header('etag', etag)
        .header('accept-ranges', 'bytes');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return sendFile(reply, file, size, parseRange(request.headers.range, size));
    });
  });
}

function sendFile(reply: FastifyReply, file: string, size: number, range: ReturnType<typeof parseRange>): FastifyReply {
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${size}`).header('content-length', 0).send();
  }
  if (!range) return reply.header('content-length', size).send(createReadStream(file));
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(createReadStream(file, { start: range.start, end: range.end }));
}
