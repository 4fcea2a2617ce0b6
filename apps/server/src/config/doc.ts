import type { ConfigVariable } from './variable';

/** The file `config:doc` writes, relative to the repository root. */
export const CONFIGURATION_DOC = 'docs/configuration.md';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** docs/configuration.md from the configuration schema: a table per domain, one row per variable, in schema order. */
export function configurationMarkdown(variables: readonly ConfigVariable[]): string {
  const domains = [...new Set(variables.map((v) => v.domain))];
  const tables = domains.flatMap((domain) => [
    `## ${domain}`,
    '',
    '| variable | default | meaning |',
    '| --- | --- | --- |',
    ...variables
      .filter((v) => v.domain === domain)
      .map((v) => `| \`${v.name}\`${v.secret ? ' (secret)' : ''} | ${cell(v.default)} | ${cell(v.description)} |`),
    '',
  ]);
  return [
    '# Server configuration',
    '',
    '<!-- Generated from the configuration schema (apps/server/src/config/*.ts); do not edit by hand.',
    '     Regenerate: pnpm --filter @framewise/server config:doc -->',
    '',
    'Every environment variable the API and worker processes read. Empty values count as unset. The server checks',
    'them all at start and refuses to run with a list of every problem; production (`NODE_ENV=production`) also',
    'refuses default secrets, test hooks, local stand-ins and sandboxes. Variables marked (secret) hold credentials:',
    'keep them in a secret store, not in files under version control. How they fit together in production:',
    '[deployment.md](deployment.md).',
    '',
    'The test and soak harnesses read a few variables of their own, which no server process reads: `SERVER_TEST_DB`',
    '(`pglite` runs the server suite on PGlite instead of a throwaway PostgreSQL) and `SOAK_USERS`, `SOAK_SECONDS`,',
    '`SOAK_MODES`, `SOAK_DRAIN_SECONDS` (`pnpm soak`, apps/server/src/reliability/soak.ts).',
    '',
    ...tables,
  ].join('\n');
}
