import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, type TranscodeAnswer } from '@framewise/contracts';
import { checkMediaTools, FFMPEG, FFPROBE } from '@framewise/engine/local';
import { AppError } from '../../http';
import { readCapped } from './capped-download';
import { knownBuckets } from './driver';
import { buildObjectKey, type ObjectKeyParts, parseObjectKey } from './keys';
import { LocalDriver } from './local-driver';
import { purposeOfFolder } from './purposes';
import { STORAGE_MESSAGES, type StorageService } from './service';
import { playsInBrowsers, probeVideo, transcodeToH264 } from './transcode';

/** Message keys: users meet these, so they are translated (serverErrors.storage.*). */
export const TRANSCODE_MESSAGES = {
  unavailable: 'serverErrors.storage.transcodeUnavailable',
  unreadable: 'serverErrors.storage.videoUnreadable',
  failed: 'serverErrors.storage.transcodeFailed',
  busy: 'serverErrors.storage.transcodeBusy',
} as const;

/** A conversion gets this long (a 30 MB phone clip takes well under a minute on one core). */
export const TRANSCODE_TIMEOUT_MS = 5 * 60_000;
/** Conversions running or waiting at once in this process; more are refused until one ends. */
export const TRANSCODE_MAX_JOBS = 4;
/** The converted copy's id: the upload's id with this suffix, so a repeated request finds it. */
const COPY_SUFFIX = '-h264';

type Job = { state: 'transcoding'; progress: number } | { state: 'failed'; error: AppError };

export interface VideoTranscoderOptions {
  ffmpegPath?: string;
  ffprobePath?: string;
  timeoutMs?: number;
}

/**
 * Makes uploaded videos playable in browsers. The first request probes the upload: an H.264 MP4 is answered
 * 'done' with its own key; anything else (QuickTime, HEVC) starts a conversion to {id}-h264.mp4 beside it and is
 * answered 'transcoding'. Later requests report progress, then 'done' with the copy's key (found by its record,
 * so it holds across restarts), or the failure once. Conversions run one at a time: the machine's cores are
 * shared with generation.
 */
export class VideoTranscoder {
  private readonly jobs = new Map<string, Job>();
  private queue: Promise<void> = Promise.resolve();
  private tools: Promise<boolean> | undefined;
  private readonly ffmpegPath: string;
  private readonly ffprobePath: string;

  constructor(
    private readonly storage: StorageService,
    private readonly options: VideoTranscoderOptions = {},
  ) {
    this.ffmpegPath = options.ffmpegPath ?? FFMPEG;
    this.ffprobePath = options.ffprobePath ?? FFPROBE;
  }

  async request(ownerUuid: string, key: string): Promise<TranscodeAnswer> {
    const parts = parseObjectKey(key);
    if (!parts || (parts.ext !== 'mp4' && parts.ext !== 'mov')) {
      throw new AppError(ErrorCode.BAD_REQUEST, STORAGE_MESSAGES.wrongType);
    }
    if (parts.ownerUuid !== ownerUuid) throw new AppError(ErrorCode.FORBIDDEN, STORAGE_MESSAGES.notOwner);
    const bucket = await this.bucketOf(parts, key, ownerUuid);
    if (parts.id.endsWith(COPY_SUFFIX)) return this.done(bucket, key);
    const copyKey = buildObjectKey({ ...parts, id: `${parts.id}${COPY_SUFFIX}`, ext: 'mp4' });
    const jobId = `${bucket}/${key}`;
    const job = this.jobs.get(jobId);
    if (job?.state === 'transcoding')
      return { ...this.done(bucket, key), state: 'transcoding', progress: job.progress };
    if (job?.state === 'failed') {
      this.jobs.delete(jobId);
      throw job.error;
    }
    if (await this.storage.findObject(bucket, copyKey)) return this.done(bucket, copyKey);
    if (!(await this.toolsReady())) throw new AppError(ErrorCode.NOT_AVAILABLE, TRANSCODE_MESSAGES.unavailable);
    if (this.jobs.size >= TRANSCODE_MAX_JOBS) throw new AppError(ErrorCode.RATE_LIMITED, TRANSCODE_MESSAGES.busy);

    const dir = await mkdtemp(join(tmpdir(), 'fw-transcode-'));
    let started = false;
    try {
      const input = await this.localCopy(bucket, key, dir, parts.ext);
      const info = await probeVideo(input, this.ffprobePath);
      if (!info) throw new AppError(ErrorCode.BAD_REQUEST, TRANSCODE_MESSAGES.unreadable);
      if (playsInBrowsers(parts.ext === 'mp4' ? 'mp4' : 'quicktime', info)) return this.done(bucket, key);
      const running: Job = { state: 'transcoding', progress: 0 };
      this.jobs.set(jobId, running);
      started = true;
      const run = async () => {
        try {
          const output = join(dir, 'output.mp4');
          await transcodeToH264({
            input,
            output,
            info,
            ffmpegPath: this.ffmpegPath,
            signal: AbortSignal.timeout(this.options.timeoutMs ?? TRANSCODE_TIMEOUT_MS),
            onProgress: (fraction) => {
              running.progress = Math.max(running.progress, Math.min(0.99, fraction));
            },
          });
          const body = await readFile(output);
          await this.storage.putOwnedObject({ bucket, key: copyKey, ownerUuid, body });
          this.jobs.delete(jobId);
        } catch {
          // Another API process may have written the copy first (its key is taken then): that is success.
          const copied = await this.storage.findObject(bucket, copyKey).catch(() => undefined);
          if (copied) this.jobs.delete(jobId);
          else
            this.jobs.set(jobId, {
              state: 'failed',
              error: new AppError(ErrorCode.BAD_REQUEST, TRANSCODE_MESSAGES.failed),
            });
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      };
      this.queue = this.queue.then(run);
      return { ...this.done(bucket, key), state: 'transcoding', progress: 0 };
    } finally {
      if (!started) await rm(dir, { recursive: true, force: true });
    }
  }

  /** Resolves when every conversion started so far has ended (tests, shutdown). */
  idle(): Promise<void> {
    return this.queue;
  }

  private done(bucket: string, key: string): TranscodeAnswer {
    return { state: 'done', progress: 1, key, url: this.storage.objectUrl(bucket, key) };
  }

  /** The bucket holding the caller's upload: among the buckets whose folder rules allow the key's folder. */
  private async bucketOf(parts: ObjectKeyParts, key: string, ownerUuid: string): Promise<string> {
    const { storage } = this.storage;
    for (const bucket of knownBuckets(storage)) {
      if (!purposeOfFolder(storage, bucket, parts.path)) continue;
      if (await this.storage.ownsObject(bucket, key, ownerUuid)) return bucket;
    }
    throw new AppError(ErrorCode.NOT_FOUND, STORAGE_MESSAGES.notFound);
  }

  /** The upload as a local file: in place on the local store, else downloaded (at most the video size limit). */
  private async localCopy(bucket: string, key: string, dir: string, ext: string): Promise<string> {
    const { driver } = this.storage;
    if (driver instanceof LocalDriver) return driver.filePath(bucket, key);
    const url = new URL(this.storage.objectUrl(bucket, key), 'http://localhost/');
    const body = await readCapped(url, this.storage.storage.maxVideoBytes);
    if (!body) throw new AppError(ErrorCode.NOT_FOUND, STORAGE_MESSAGES.notFound);
    const path = join(dir, `input.${ext}`);
    await writeFile(path, body);
    return path;
  }

  private toolsReady(): Promise<boolean> {
    this.tools ??= checkMediaTools({ ffmpegPath: this.ffmpegPath, ffprobePath: this.ffprobePath }).then(
      (health) => health.missing.length === 0,
    );
    return this.tools;
  }
}
