import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** A file as a spec hands it to a file input (Playwright's setInputFiles payload). */
export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A real media file made by ffmpeg for this run: `ffmpeg -v error <args> -y <name>` in a scratch folder, read, and
 * the folder removed. The output format follows the name's extension unless the args say otherwise.
 */
export async function ffmpegFile(name: string, mimeType: string, args: string[]): Promise<PickedFile> {
  const dir = await mkdtemp(join(tmpdir(), 'fw-e2e-media-'));
  try {
    const path = join(dir, name);
    await execFileAsync('ffmpeg', ['-v', 'error', ...args, '-y', path]);
    return { name, mimeType, buffer: await readFile(path) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
