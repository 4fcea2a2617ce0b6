import { describe, expect, it } from 'vitest';
import { databaseTarget, IDLE_IN_TRANSACTION_TIMEOUT_MS, STATEMENT_TIMEOUT_MS, sessionOptions } from './open';

describe('PostgreSQL session settings', () => {
  it('start every connection with a statement and an idle-in-transaction timeout', () => {
    expect(sessionOptions()).toBe(
      `-c statement_timeout=${STATEMENT_TIMEOUT_MS} -c idle_in_transaction_session_timeout=${IDLE_IN_TRANSACTION_TIMEOUT_MS}`,
    );
    expect(sessionOptions('fw_test_ab12')).toMatch(/ -c search_path=fw_test_ab12$/);
  });
});

describe('databaseTarget', () => {
  it('carries the configured pool size and statement timeout to PostgreSQL connections', () => {
    const target = databaseTarget({
      databaseUrl: 'postgres://db/fw',
      dataDir: '/srv/data',
      database: { poolSize: 24, statementTimeoutMs: 5000 },
    });
    expect(target).toEqual({ kind: 'postgres', url: 'postgres://db/fw', poolSize: 24, statementTimeoutMs: 5000 });
    expect(sessionOptions(undefined, 5000)).toMatch(/^-c statement_timeout=5000 /);
  });
});
