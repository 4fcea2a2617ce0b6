import { z } from 'zod';
import { optional } from './variable';

export const MIN_SECRET_LENGTH = 32;

/**
 * Values that appear in examples and docs. Production refuses them even though they are long enough, because
 * anyone who read the docs knows them.
 */
export const KNOWN_DEFAULT_SECRETS: readonly string[] = [
  'change-me-to-a-random-string-of-at-least-32-characters',
  'replace-with-a-long-random-secret-value-for-production',
  'framewise-development-secret-do-not-use-in-production',
  '00000000000000000000000000000000',
  'secretsecretsecretsecretsecretsecret',
];

/** The server's own signing keys (outside production ensureSecrets generates missing ones and keeps them). */
export const secretVariables = {
  SESSION_SECRET: optional(z.string(), {
    description:
      'Signs session cookies; at least 32 random characters in production (outside it, generated once and kept in the database).',
    unset: '(generated outside production)',
    secret: true,
  }),
  SIGNING_SECRET: optional(z.string(), {
    description: 'Signs storage URLs and other tokens; must differ from SESSION_SECRET; same rules.',
    unset: '(generated outside production)',
    secret: true,
  }),
};

export function secretProblems(config: { sessionSecret: string | undefined; signingSecret: string | undefined }) {
  const problems: string[] = [];
  for (const [name, value] of [
    ['SESSION_SECRET', config.sessionSecret],
    ['SIGNING_SECRET', config.signingSecret],
  ] as const) {
    if (value === undefined) problems.push(`${name}: required in production`);
    else if (value.length < MIN_SECRET_LENGTH)
      problems.push(`${name}: must be at least ${MIN_SECRET_LENGTH} characters in production`);
    else if (KNOWN_DEFAULT_SECRETS.includes(value))
      problems.push(`${name}: is a published example value; generate a random one`);
  }
  if (config.sessionSecret !== undefined && config.sessionSecret === config.signingSecret)
    problems.push('SIGNING_SECRET: must differ from SESSION_SECRET');
  return problems;
}
