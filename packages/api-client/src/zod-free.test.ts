import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserBundle as bundle } from '@framewise/tooling/vitest/browser-bundle';
import { describe, expect, it } from 'vitest';

describe('api-client in a browser bundle', () => {
  it('carries no zod: contracts values come from the zod-free entry only', async () => {
    const { modules, packages } = await bundle(join(dirname(fileURLToPath(import.meta.url)), 'index.ts'));
    expect(modules.some((id) => id.endsWith('/contracts/src/route-table/index.ts'))).toBe(true);
    expect(packages).not.toContain('zod');
  });

  it('would notice zod: the contracts main entry imports it', async () => {
    const { packages } = await bundle(createRequire(import.meta.url).resolve('@framewise/contracts'));
    expect(packages).toContain('zod');
  });
});
