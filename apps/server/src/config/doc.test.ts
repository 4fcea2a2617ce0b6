import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIGURATION_DOC, configurationMarkdown } from './doc';
import { configVariables, loadConfig } from './index';

const doc = () => readFileSync(fileURLToPath(new URL(`../../../../${CONFIGURATION_DOC}`, import.meta.url)), 'utf8');

describe('docs/configuration.md', () => {
  it('is what the schema generates (run `pnpm --filter @framewise/server config:doc` after changing it)', () => {
    expect(doc()).toBe(configurationMarkdown(configVariables()));
  });

  it('describes every variable with its default', () => {
    for (const variable of configVariables()) {
      expect(variable.description, variable.name).not.toBe('');
      expect(variable.default, variable.name).not.toBe('');
    }
  });

  it('lists exactly the variables the server reads: an unknown one is ignored, each listed one is validated', () => {
    const names = configVariables().map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of ['PORT', 'DATABASE_URL', 'METRICS_PORT', 'SHUTDOWN_DELAY_MS', 'STRIPE_WEBHOOK_SECRET']) {
      expect(names).toContain(name);
    }
    // A listed numeric variable is really read: a bad value is refused by name.
    expect(() => loadConfig({ LOCAL_PROVIDERS: '1', METRICS_PORT: 'not-a-port' })).toThrow(/METRICS_PORT/);
  });

  it('marks every credential secret, and nothing else', () => {
    const secret = configVariables()
      .filter((v) => v.secret)
      .map((v) => v.name);
    const credentials = configVariables()
      .map((v) => v.name)
      .filter((name) => /SECRET(?!_ID)|PRIVATE_KEY|API_V3_KEY|^DATABASE_URL$/.test(name));
    expect(secret).toEqual(credentials);
    expect(secret).toContain('STRIPE_WEBHOOK_SECRET');
  });
});
