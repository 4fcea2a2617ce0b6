// `node --test`: the coverage check finds an exported component without a story, and counts what covers one.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { unstoriedComponents } from './unstoried-components.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'unstoried-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** A package in miniature: its manifest's entry point and the given source files. */
function writePackage(name, files) {
  const dir = path.join(root, 'packages', name);
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, exports: { '.': './src/index.ts' } }));
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, 'src', file), text);
}

writePackage('kit', {
  'index.ts': [
    "export { Button, type ButtonProps } from './Button';",
    "export { Badge } from './Badge';",
    "export { ThemeProvider, useTheme } from './theme';",
    "export * from './icons';",
    "export { formatPrice } from './format';",
  ].join('\n'),
  'Button.tsx': 'export function Button() { return null; }\nexport interface ButtonProps {}',
  'Badge.tsx': 'export function Badge() { return null; }',
  'theme.tsx': 'const ThemeContext = createContext(null);\nexport const ThemeProvider = ThemeContext.Provider;',
  'icons.tsx': 'export function StarIcon() { return null; }\nexport function MoonIcon() { return null; }',
  'format.ts': 'export function formatPrice() { return ""; }',
  'Button.stories.tsx': "import { Button } from './Button';\nexport default { component: Button };",
  'Icons.stories.tsx': "import * as icons from './icons';\nexport default { component: icons.StarIcon };",
});

test('lists an exported component no story names, and only that one', () => {
  assert.deepEqual(unstoriedComponents(root, ['kit']), [
    { pkg: 'kit', component: 'Badge', file: path.join('packages', 'kit', 'src', 'Badge.tsx') },
  ]);
});

test('a story for it clears the list', () => {
  writeFileSync(
    path.join(root, 'packages', 'kit', 'src', 'Badge.stories.tsx'),
    "import { Badge } from './Badge';\nexport default { component: Badge };",
  );
  assert.deepEqual(unstoriedComponents(root, ['kit']), []);
});
