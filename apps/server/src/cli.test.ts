import { describe, expect, it } from 'vitest';
import { CliError, parseCli } from './cli';

describe('parseCli', () => {
  it('defaults to role all, serving', () => {
    expect(parseCli([])).toEqual({ role: 'all', migrateOnly: false });
  });

  it('reads --role in both spellings and --migrate-only', () => {
    expect(parseCli(['--role', 'api'])).toEqual({ role: 'api', migrateOnly: false });
    expect(parseCli(['--role=worker'])).toEqual({ role: 'worker', migrateOnly: false });
    expect(parseCli(['--migrate-only'])).toEqual({ role: 'all', migrateOnly: true });
  });

  it('refuses unknown roles and flags', () => {
    expect(() => parseCli(['--role', 'scheduler'])).toThrow(CliError);
    expect(() => parseCli(['--role', 'scheduler'])).toThrow('Unknown --role "scheduler"');
    expect(() => parseCli(['--verbose'])).toThrow(CliError);
    expect(() => parseCli(['serve'])).toThrow(CliError);
  });
});
