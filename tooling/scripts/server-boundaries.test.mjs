import { describe, expect, it } from 'vitest';
import {
  deepServerImport,
  isServerTestSide,
  mayHoldSql,
  moduleCycles,
  serverModuleOf,
  sqlLinesIn,
} from './server-boundaries.mjs';

describe('serverModuleOf', () => {
  it('names the module of a path: each modules/<x>, worker, http, db, metrics; top-level files have none', () => {
    expect(serverModuleOf('modules/pay/wechat/api.ts')).toBe('modules/pay');
    expect(serverModuleOf('worker/pool.ts')).toBe('worker');
    expect(serverModuleOf('db/migrations/0001_app_settings.ts')).toBe('db');
    expect(serverModuleOf('modules/index.ts')).toBeNull();
    expect(serverModuleOf('main.ts')).toBeNull();
  });
});

describe('deepServerImport', () => {
  it("refuses an import of another module's file", () => {
    expect(deepServerImport('worker/run-task.ts', 'modules/generation/costs')).toMatch(/modules\/generation/);
    expect(deepServerImport('modules/gallery/service.ts', 'modules/tasks/repo')).toMatch(/index\.ts/);
    expect(deepServerImport('app.ts', 'http/route')).toMatch(/inside http/);
    expect(deepServerImport('modules/pay/fulfil.ts', 'db/schema')).toMatch(/inside db/);
  });

  it("lets through a module's index, files of the importer's own module, top-level files and test code", () => {
    expect(deepServerImport('worker/run-task.ts', 'modules/generation')).toBeNull();
    expect(deepServerImport('worker/run-task.ts', 'modules/tasks/index')).toBeNull();
    expect(deepServerImport('modules/pay/wechat/api.ts', 'modules/pay/repo')).toBeNull();
    expect(deepServerImport('modules/pay/routes.ts', 'config')).toBeNull();
    expect(deepServerImport('app.ts', 'modules')).toBeNull();
    expect(deepServerImport('worker/worker.test.ts', 'modules/tasks/repo')).toBeNull();
    expect(deepServerImport('modules/pay/testing.ts', 'modules/points/testing')).toBeNull();
  });

  it('keeps every module away from the worker, even through its index', () => {
    expect(deepServerImport('modules/gallery/service.ts', 'worker')).toMatch(/modules never import it/);
    expect(deepServerImport('modules/gallery/service.ts', 'worker/index')).toMatch(/modules never import it/);
    expect(deepServerImport('main.ts', 'worker')).toBeNull();
  });
});

describe('isServerTestSide', () => {
  it('covers tests and test support only', () => {
    expect(isServerTestSide('modules/tasks/queue.test.ts')).toBe(true);
    expect(isServerTestSide('testing/db.ts')).toBe(true);
    expect(isServerTestSide('modules/storage/testing.ts')).toBe(true);
    expect(isServerTestSide('modules/auth/test-issuer.ts')).toBe(false);
    expect(isServerTestSide('test-hooks.ts')).toBe(false);
    expect(isServerTestSide('reliability/run.ts')).toBe(true);
    expect(isServerTestSide('modules/auth/sessions.ts')).toBe(false);
  });
});

describe('SQL outside repository files', () => {
  it('finds query builders and raw SQL, not comments or plain text', () => {
    const source = [
      "const row = await db.selectFrom('tasks').selectAll().execute();", // 1
      "  .updateTable('tasks')", // 2
      'await sql`select 1`.execute(db);', // 3
      'const n = sql<string>`count(*)`;', // 4
      '// db.deleteFrom(x) in a comment', // 5
      "const text = 'select from the list';", // 6
      'await trx.insertInto("orders").values(v).execute();', // 7
    ].join('\n');
    expect(sqlLinesIn(source).map((found) => found.line)).toEqual([1, 2, 3, 4, 7]);
  });

  it('lets repository files, db/ and test code hold SQL', () => {
    expect(mayHoldSql('modules/tasks/repo.ts')).toBe(true);
    expect(mayHoldSql('modules/pay/sandbox/trades-repo.ts')).toBe(true);
    expect(mayHoldSql('db/open.ts')).toBe(true);
    expect(mayHoldSql('modules/points/testing.ts')).toBe(true);
    expect(mayHoldSql('modules/generation/check.ts')).toBe(false);
    expect(mayHoldSql('worker/run-task.ts')).toBe(false);
  });
});

describe('import cycles between server modules', () => {
  const graph = (pairs) => {
    const edges = new Map();
    for (const [from, to] of pairs) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    return edges;
  };

  it('finds each group of modules that import each other, directly or round a loop', () => {
    const edges = graph([
      ['modules/points', 'modules/membership'],
      ['modules/membership', 'modules/points'],
      ['modules/config', 'modules/gallery'],
      ['modules/gallery', 'modules/generation'],
      ['modules/generation', 'modules/config'],
      ['worker', 'modules/generation'],
    ]);
    expect(moduleCycles(edges)).toEqual([
      ['modules/config', 'modules/gallery', 'modules/generation'],
      ['modules/membership', 'modules/points'],
    ]);
  });

  it('finds none in a graph that only runs one way', () => {
    const edges = graph([
      ['worker', 'modules/generation'],
      ['modules/generation', 'modules/tasks'],
      ['worker', 'modules/tasks'],
      ['modules/tasks', 'db'],
    ]);
    expect(moduleCycles(edges)).toEqual([]);
  });
});
