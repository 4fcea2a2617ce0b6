// The scratch app of check-packages.mjs: a consumer outside the workspace that installs the packed tarballs like a
// team would (third-party dependencies from the pnpm store or the registry), imports every public entry point,
// type-checks with tsc (library declarations included) and builds with Vite; the server packages also run in Node.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../scripts/bootstrap.mjs';

/** Packages that run in Node (the API server and worker); the rest are browser packages built with Vite. */
const NODE_PACKAGES = new Set(['@framewise/engine', '@framewise/contracts']);
const BROWSER_ONLY_ENTRIES = new Set(['@framewise/contracts']); // zod schemas: used by the browser too

/** `name: version` pairs of the pnpm catalog in pnpm-workspace.yaml. */
export function catalogVersions(yaml) {
  const section = yaml.split(/^catalog:\s*$/m)[1]?.split(/^\S/m)[0] ?? '';
  return Object.fromEntries([...section.matchAll(/^\s+'?([^':\s]+)'?:\s*(\S+)\s*$/gm)].map((m) => [m[1], m[2]]));
}

/** The `allowBuilds:` block of pnpm-workspace.yaml, verbatim (install scripts decided once, here too). */
function allowBuildsBlock(yaml) {
  return yaml.match(/^allowBuilds:\n(?:[ \t]+.*\n)+/m)?.[0] ?? '';
}

/** Every public entry point of a packed package: `name` or `name/sub`, with whether it has types. */
export function entryPoints(manifest) {
  return Object.entries(manifest.publishConfig.exports).map(([subpath, target]) => ({
    specifier: subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`,
    typed: typeof target !== 'string',
  }));
}

function importsModule(entries) {
  const code = entries.map((e, i) => `import * as m${i} from '${e.specifier}';`);
  code.push(
    '',
    '/** Every entry point and what it exports; an entry point that exports nothing fails the check. */',
    `export const entries: Record<string, object> = { ${entries.map((e, i) => `'${e.specifier}': m${i}`).join(', ')} };`,
    'for (const [name, mod] of Object.entries(entries)) {',
    "  if (Object.keys(mod).length === 0) throw new Error(name + ' exports nothing');",
    '}',
    '',
  );
  return code.join('\n');
}

export async function scratchApp({ dir, packed, run, say }) {
  const yaml = readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const catalog = catalogVersions(yaml);
  const tarballOf = Object.fromEntries(packed.map((p) => [p.name, `file:${p.tgz}`]));
  mkdirSync(join(dir, 'src'), { recursive: true });
  const pick = (...names) => Object.fromEntries(names.map((n) => [n, catalog[n]]));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify(
      {
        name: 'framewise-packages-consumer',
        private: true,
        type: 'module',
        dependencies: { ...tarballOf, ...pick('react', 'react-dom') },
        devDependencies: pick(
          'typescript',
          'vite',
          '@vitejs/plugin-react',
          '@types/react',
          '@types/react-dom',
          '@types/node',
        ),
      },
      null,
      2,
    ),
  );
  // Dependencies between our packages (`^0.1.0` after packing) resolve to these tarballs, not the registry.
  const overrides = packed.map((p) => `  '${p.name}': '${tarballOf[p.name]}'`).join('\n');
  writeFileSync(join(dir, 'pnpm-workspace.yaml'), `${allowBuildsBlock(yaml)}\noverrides:\n${overrides}\n`);

  const browser = packed
    .filter((p) => !NODE_PACKAGES.has(p.name) || BROWSER_ONLY_ENTRIES.has(p.name))
    .flatMap((p) => entryPoints(p.manifest));
  const server = packed.filter((p) => NODE_PACKAGES.has(p.name)).flatMap((p) => entryPoints(p.manifest));
  const stylesheets = browser.filter((e) => e.specifier.endsWith('.css'));
  writeFileSync(
    join(dir, 'src/browser.ts'),
    `${stylesheets.map((e) => `import '${e.specifier}';`).join('\n')}\n${importsModule(browser.filter((e) => e.typed))}`,
  );
  const untypedServer = server.filter((e) => !e.typed);
  writeFileSync(
    join(dir, 'src/server.ts'),
    `${importsModule(server.filter((e) => e.typed))}\n// Worker scripts are resolved, not imported (they start work when loaded).\n${untypedServer
      .map((e) => `import.meta.resolve('${e.specifier}');`)
      .join('\n')}\nconsole.info(\`server entry points: \${Object.keys(entries).length}\`);\n`,
  );
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>consumer</title></head><body><script type="module" src="/src/browser.ts"></script></body></html>\n',
  );
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        jsx: 'react-jsx',
        types: ['node', 'vite/client'], // a Vite app: declares imported stylesheets
        strict: true,
        noEmit: true,
        // The packages' own declarations are what this checks.
        skipLibCheck: false,
      },
      include: ['src'],
    }),
  );
  writeFileSync(
    join(dir, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'warn', build: { minify: false, reportCompressedSize: false } };\n",
  );

  say('  pnpm install (tarballs; third-party packages from the store, else the registry)');
  await run('pnpm', ['install', '--prefer-offline', '--reporter=silent'], { cwd: dir, env: { CI: 'true' } });
  say('  tsc');
  await run(join(dir, 'node_modules/.bin/tsc'), ['-p', '.'], { cwd: dir });
  say('  vite build (browser) and vite build --ssr + node (server)');
  await run(join(dir, 'node_modules/.bin/vite'), ['build'], { cwd: dir });
  await run(join(dir, 'node_modules/.bin/vite'), ['build', '--ssr', 'src/server.ts', '--outDir', 'dist-server'], {
    cwd: dir,
  });
  const out = await run(process.execPath, ['dist-server/server.js'], { cwd: dir });
  say(`  ${out.trim().split('\n').at(-1)}`);
}
