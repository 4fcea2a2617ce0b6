import type { ConfigVariable } from './config';

/** The file `config:doc` writes, relative to the repository root. */
export const CONFIGURATION_DOC = 'docs/configuration.md';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/**
 * docs/configuration.md from the configuration schema: one row per variable, in schema order. Takes the variables
 * rather than reading a file, so it keeps working however config.ts is split up.
 */
export function configurationMarkdown(variables: readonly ConfigVariable[]): string {
  const rows = variables.map((v) => `| \`${v.name}\` | ${cell(v.default)} | ${cell(v.description)} |`);
  return [
    '# Server configuration',
    '',
    '<!-- Generated from the configuration schema (apps/server/src/config.ts); do not edit by hand.',
    '     Regenerate: pnpm --filter @framewise/server config:doc -->',
    '',
    'Every environment variable the API and worker processes read. Empty values count as unset. The server checks',
    'them all at start and refuses to run with a list of every problem; production (`NODE_ENV=production`) also',
    'refuses default secrets, test hooks, local stand-ins and sandboxes. How they fit together in production:',
    '[deployment.md](deployment.md).',
    '',
    '| variable | default | meaning |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
