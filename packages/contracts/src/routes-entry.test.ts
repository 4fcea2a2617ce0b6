import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

// Loading zod anywhere in this file's module graph fails: the zod-free entry must import without it.
vi.mock('zod', () => {
  throw new Error('zod was loaded');
});

const SRC = dirname(fileURLToPath(import.meta.url));

// Every import or re-export a bundler keeps. `import type` / `export type` vanish; `import { type X }` stays as a
// side-effect import under verbatimModuleSyntax, so it counts.
const RUNTIME_IMPORT =
  /^\s*(?:import|export)\s+(?!type\s)[^'";]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

function resolveLocal(fromFile: string, spec: string): string {
  const base = join(dirname(fromFile), spec);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // try the next form
    }
  }
  throw new Error(`${relative(SRC, fromFile)}: cannot resolve ${spec}`);
}

/** The files a bundler loads from an entry, and the packages they import. */
function runtimeGraph(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [join(SRC, entry)];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(RUNTIME_IMPORT)) {
      const spec = m[1] ?? m[2] ?? m[3] ?? '';
      if (spec.startsWith('.')) pending.push(resolveLocal(file, spec));
      else packages.add(`${relative(SRC, file)} -> ${spec}`);
    }
  }
  return { files: [...files].map((f) => relative(SRC, f)).sort(), packages: [...packages] };
}

describe('the zod-free entry (@framewise/contracts/routes)', () => {
  it('imports no package at all, zod included, through any file it reaches', () => {
    const graph = runtimeGraph('routes.ts');
    expect(graph.packages).toEqual([]);
    expect(graph.files).toContain('route-table/index.ts');
    expect(graph.files).not.toContain('call.ts');
  });

  it('sees the zod imports of the main entry, so the check above can fail', () => {
    expect(runtimeGraph('index.ts').packages).toContain('calls/user.ts -> zod');
  });

  it('loads and runs with zod unavailable', async () => {
    const entry = await import('./routes');
    expect(entry.routes.getUserInfo).toMatchObject({ method: 'GET', path: '/api/user/info' });
    expect(entry.decodeRequestTime(entry.encodeRequestTime(1_000))).toBe(1_000);
    // The main entry needs zod, so the same trap stops it.
    await expect(import('./index')).rejects.toThrow(/error when mocking a module/);
  });
});
