import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteSpecifiers } from './build-package.mjs';

function distWith(files) {
  const dist = mkdtempSync(join(tmpdir(), 'build-package-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  return dist;
}

describe('the dist of a package', () => {
  it('gives relative imports their file names, for modules and declarations', () => {
    const dist = distWith({
      'index.js':
        "import { b } from './b';\nexport * from './dir';\nimport './s.css';\nconst lazy = () => import('./b');\n",
      'index.d.ts': "import './s.css';\nexport * from './dir';\nexport type B = import('./b').B;\n",
      'b.js': '',
      'b.d.ts': '',
      'dir/index.js': "export { b } from '../b';\n",
      'dir/index.d.ts': '',
      's.css': '',
    });
    expect(rewriteSpecifiers(join(dist, 'index.js'))).toEqual([]);
    expect(readFileSync(join(dist, 'index.js'), 'utf8')).toBe(
      "import { b } from './b.js';\nexport * from './dir/index.js';\nimport './s.css';\nconst lazy = () => import('./b.js');\n",
    );
    rewriteSpecifiers(join(dist, 'dir/index.js'));
    expect(readFileSync(join(dist, 'dir/index.js'), 'utf8')).toBe("export { b } from '../b.js';\n");
    // Declarations lose stylesheet imports (they declare nothing, and types cannot resolve them).
    expect(rewriteSpecifiers(join(dist, 'index.d.ts'))).toEqual([]);
    expect(readFileSync(join(dist, 'index.d.ts'), 'utf8')).toBe(
      "export * from './dir/index.js';\nexport type B = import('./b.js').B;\n",
    );
  });

  it('reports an import it cannot resolve and leaves package imports alone', () => {
    const dist = distWith({ 'a.js': "import x from './missing';\nimport React from 'react';\n" });
    expect(rewriteSpecifiers(join(dist, 'a.js'))).toEqual(['./missing']);
    expect(readFileSync(join(dist, 'a.js'), 'utf8')).toContain("from 'react'");
  });
});
