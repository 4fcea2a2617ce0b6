import { parseArgs } from 'node:util';

export const ROLES = ['all', 'api', 'worker'] as const;
export type Role = (typeof ROLES)[number];

export interface CliOptions {
  role: Role;
  /** Apply pending migrations and exit without serving. */
  migrateOnly: boolean;
}

export class CliError extends Error {}

/** Parses `--role api|worker|all` (default all) and `--migrate-only`; throws CliError on anything else. */
export function parseCli(argv: readonly string[]): CliOptions {
  let values: { role?: string | undefined; 'migrate-only'?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { role: { type: 'string' }, 'migrate-only': { type: 'boolean' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  const role = values.role ?? 'all';
  const known = ROLES.find((r) => r === role);
  if (!known) throw new CliError(`Unknown --role "${role}": expected one of ${ROLES.join(', ')}`);
  return { role: known, migrateOnly: values['migrate-only'] ?? false };
}
