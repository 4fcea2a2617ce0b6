import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiReport, reachableDeclarations, reportText, stripComments, UPDATE_COMMAND } from './api-report.mjs';

function packageWith(files) {
  const dir = mkdtempSync(join(tmpdir(), 'api-report-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), typeof text === 'string' ? text : JSON.stringify(text));
  }
  return dir;
}

const manifest = {
  name: '@framewise/sample',
  publishConfig: {
    exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' }, './styles.css': './dist/styles.css' },
  },
};

describe('the API report', () => {
  it('drops comments but not comment-like text inside strings', () => {
    expect(stripComments("/** doc */\nexport declare const url: 'https://x.test/a';\n// note\n")).toBe(
      "export declare const url: 'https://x.test/a';",
    );
  });

  it("shows a translation's wording as string and keeps other literal types", () => {
    const text = 'export declare const t: {\n    readonly retry: "重试";\n};';
    expect(reportText('resources/common.d.ts', text)).toContain('readonly retry: string;');
    expect(reportText('routes.d.ts', text)).toContain('readonly retry: "重试";');
  });

  it('covers the declarations an entry point reaches, not the others', () => {
    const dir = packageWith({
      'package.json': manifest,
      'dist/index.d.ts': "export * from './a.js';\n",
      'dist/a.d.ts': "import type { B } from './b.js';\nexport declare function a(b: B): void;\n",
      'dist/b.d.ts': 'export type B = string;\n',
      'dist/internal.d.ts': 'export declare const hidden: 1;\n',
    });
    expect(reachableDeclarations(join(dir, 'dist'), 'index.d.ts')).toEqual(['a.d.ts', 'b.d.ts', 'index.d.ts']);
    const report = apiReport(dir);
    expect(report).toContain('- `@framewise/sample` → `dist/index.d.ts`');
    expect(report).toContain('- `@framewise/sample/styles.css` → `./dist/styles.css` (no types');
    expect(report).not.toContain('hidden');
    expect(report).toContain(UPDATE_COMMAND);
  });

  it('changes when a public type changes, not when only a comment does', () => {
    const files = {
      'package.json': manifest,
      'dist/index.d.ts': '/** A. */\nexport declare function a(n: number): void;\n',
    };
    const before = apiReport(packageWith(files));
    const reworded = apiReport(
      packageWith({ ...files, 'dist/index.d.ts': '/** Says A. */\nexport declare function a(n: number): void;\n' }),
    );
    const changed = apiReport(
      packageWith({ ...files, 'dist/index.d.ts': 'export declare function a(n: string): void;\n' }),
    );
    expect(reworded).toBe(before);
    expect(changed).not.toBe(before);
  });
});
