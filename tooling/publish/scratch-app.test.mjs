import { describe, expect, it } from 'vitest';
import { catalogVersions, entryPoints } from './scratch-app.mjs';

describe('the scratch app', () => {
  it("reads the pnpm catalog's exact versions", () => {
    const yaml =
      "packages:\n  - apps/*\n\ncatalog:\n  '@types/react': 19.3.0\n  react: 19.3.1\n\noverrides:\n  x: 1.0.0\n";
    expect(catalogVersions(yaml)).toEqual({ '@types/react': '19.3.0', react: '19.3.1' });
  });

  it('imports every published entry point, typed or not', () => {
    const manifest = {
      name: '@framewise/ui-kit',
      publishConfig: { exports: { '.': { types: './dist/index.d.ts' }, './styles.css': './dist/styles.css' } },
    };
    expect(entryPoints(manifest)).toEqual([
      { specifier: '@framewise/ui-kit', typed: true },
      { specifier: '@framewise/ui-kit/styles.css', typed: false },
    ]);
  });
});
