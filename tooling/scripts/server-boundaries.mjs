// The server's own boundaries (docs/architecture.md, "The server"), applied by check-imports.mjs to apps/server/src:
// - a module (modules/<x>/, worker/, http/, db/, metrics/) is reached from outside only through its index.ts;
// - the worker runs the modules' tasks: no module imports worker/ (only main.ts and processes.ts start it);
// - SQL is written only in repository files (*repo*.ts) and in db/ (connections, migrations, settings, notifications).
// - no import cycle between modules, type-only imports included: a layer or module that needs another's types is
//   the wrong way round (http/ names no module's types; modules add theirs to AppContext in their app-context.ts).
// Tests and test support (*.test.ts, testing/, testing.ts, security/, reliability/) may reach inside. The test hooks
// (test-hooks.ts, test-issuer.ts) are routes the server mounts, so the rules hold for them.

export const SERVER_SRC = 'apps/server/src/';

const BOUNDED_DIRS = new Set(['worker', 'http', 'db', 'metrics']);

const posix = (path) => path.split('\\').join('/');

/** The module a path inside apps/server/src belongs to ('modules/pay', 'worker' ...), or null (top-level files). */
export function serverModuleOf(srcPath) {
  const parts = posix(srcPath).split('/');
  if (parts[0] === 'modules') return parts.length > 1 && parts[1] !== 'index.ts' ? `modules/${parts[1]}` : null;
  if (BOUNDED_DIRS.has(parts[0])) return parts[0];
  return null;
}

/** Whether a file is a test or test support, which may use any module's internals. */
export function isServerTestSide(srcPath) {
  const path = posix(srcPath);
  const name = path.split('/').pop();
  return /\.test\.ts$/.test(name) || name === 'testing.ts' || /^(testing|security|reliability)\//.test(path);
}

/**
 * The problem with `importer` (a path inside apps/server/src) importing `target` (the resolved path the import
 * names, inside apps/server/src, without extension), or null when the import is fine.
 */
export function deepServerImport(importer, target) {
  if (isServerTestSide(importer)) return null;
  const path = posix(target).replace(/\.(ts|js)$/, '');
  if (path === 'modules' || path === 'modules/index') return null; // the list of modules in registration order
  const to = serverModuleOf(`${path}/x`);
  const from = serverModuleOf(importer);
  if (!to || to === from) return null;
  if (to === 'worker' && from?.startsWith('modules/')) {
    return 'is the worker; modules never import it (move what both need into a module the worker imports)';
  }
  if (path === to || path === `${to}/index`) return null;
  return `reaches inside ${to}; import what it offers from ${to}/index.ts (add the export there if it should be public)`;
}

const SQL_PATTERNS = [
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)\s*\(/,
  /\bsql(\s*<[^>]*>)?\s*`/,
  /\bsql\.(raw|lit|ref|table|id|join)\s*\(/,
];

/** Whether a file may hold SQL: repository files, db/ infrastructure, tests and test support. */
export function mayHoldSql(srcPath) {
  const path = posix(srcPath);
  return /repo[^/]*\.ts$/.test(path.split('/').pop()) || path.startsWith('db/') || isServerTestSide(path);
}

/** The lines of `text` that write SQL (1-based), for a file that may not. */
export function sqlLinesIn(text) {
  const found = [];
  text.split('\n').forEach((code, index) => {
    if (/^\s*(\/\/|\*)/.test(code)) return;
    if (SQL_PATTERNS.some((pattern) => pattern.test(code))) found.push({ line: index + 1, code: code.trim() });
  });
  return found;
}

/**
 * Import cycles between server modules: each group of two or more modules that reach each other through imports.
 * `edges` maps a module to the modules it imports; the answer lists each group's modules, sorted (Tarjan's strongly connected components).
 */
export function moduleCycles(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const groups = [];
  const visit = (module) => {
    index.set(module, index.size);
    low.set(module, index.get(module));
    stack.push(module);
    for (const next of edges.get(module) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(module, Math.min(low.get(module), low.get(next)));
      } else if (stack.includes(next)) low.set(module, Math.min(low.get(module), index.get(next)));
    }
    if (low.get(module) !== index.get(module)) return;
    const group = stack.splice(stack.indexOf(module));
    if (group.length > 1) groups.push(group.sort());
  };
  for (const module of edges.keys()) if (!index.has(module)) visit(module);
  return groups.sort((a, b) => a[0].localeCompare(b[0]));
}
