// What the cover copies cost the worker and save the pages: each shipped example picture as a 1280 px JPEG cover
// (a 720p poster), through the worker's own storeCoverVariants, timed and weighed; the writes are counted, not stored.
//   pnpm --filter @framewise/server exec tsx bench/cover-variants.ts [rounds]
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { examplesAssetsDir } from '../src/modules/examples/assets';
import { type StorageService, storeCoverVariants } from '../src/modules/storage';

const rounds = Math.min(Math.max(Number(process.argv[2] ?? 3), 1), 10);
const written = new Map<string, number>();
// Only the two calls storeCoverVariants makes; sizes are kept by key.
const storage = {
  putDerivedImage: async (input: { key: string; body: Buffer }) => void written.set(input.key, input.body.length),
  deleteObject: async () => {},
} as unknown as StorageService;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const dir = examplesAssetsDir();
const print = (line: string) => process.stdout.write(`${line}\n`);
print(`load average ${loadavg()[0]?.toFixed(1)}, ${rounds} rounds, median ms for the four copies`);
print('| picture | JPEG 1280 | AVIF 360 | WebP 360 | AVIF 720 | WebP 720 | ms |');
print('|---|---|---|---|---|---|---|');
for (const name of readdirSync(dir).filter((f) => f.endsWith('.jpg'))) {
  const cover = await sharp(readFileSync(join(dir, name)))
    .resize({ width: 1280 })
    .jpeg({ quality: 85 })
    .toBuffer();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    written.clear();
    const started = performance.now();
    await storeCoverVariants(storage, { bucket: 'b', key: `works/u/${i}x${name}`, ownerUuid: 'u', body: cover });
    times.push(performance.now() - started);
  }
  const size = (suffix: string) => kb([...written].find(([key]) => key.endsWith(suffix))?.[1] ?? 0);
  print(
    `| ${name} | ${kb(cover.length)} | ${size('-w360.avif')} | ${size('-w360.webp')} | ${size('-w720.avif')} | ${size('-w720.webp')} | ${median(times).toFixed(0)} |`,
  );
}
