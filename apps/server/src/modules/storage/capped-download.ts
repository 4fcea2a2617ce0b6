import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';

/** A download went past the size the object may have: the store holds something the server never accepted. */
export class DownloadTooLarge extends Error {
  constructor(what: string, maxBytes: number) {
    super(`download of ${what} exceeds ${maxBytes} bytes`);
    this.name = 'DownloadTooLarge';
  }
}

/** A stream stage that fails once more than maxBytes passed through, whatever Content-Length claimed. */
export function byteCap(what: string, maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) done(new DownloadTooLarge(what, maxBytes));
      else done(null, chunk);
    },
  });
}

/** The body of a GET, at most maxBytes (refused early by Content-Length); undefined when the object is gone. */
export async function readCapped(url: URL, maxBytes: number, signal?: AbortSignal): Promise<Buffer | undefined> {
  const response = await fetch(url, { signal: signal ?? null });
  if (response.status === 404 || response.status === 410) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new Error(`download of ${url.pathname} failed: HTTP ${response.status}`);
  }
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body.cancel();
    throw new DownloadTooLarge(url.pathname, maxBytes);
  }
  const chunks: Buffer[] = [];
  await pipeline(Readable.fromWeb(response.body as ReadableStream), byteCap(url.pathname, maxBytes), async (source) => {
    for await (const chunk of source) chunks.push(chunk as Buffer);
  });
  return Buffer.concat(chunks);
}

/** Streams a GET's body into a file, failing past maxBytes; answers the SHA-256 (hex) of what was written. */
export async function downloadCapped(
  body: globalThis.ReadableStream<Uint8Array>,
  what: string,
  path: string,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<string> {
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(
    Readable.fromWeb(body as ReadableStream),
    byteCap(what, maxBytes),
    hashing,
    createWriteStream(path),
    signal ? { signal } : {},
  );
  return hash.digest('hex');
}
