import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeRequestTime, HEADER, type Region } from '@framewise/contracts';
import { type Config, loadConfig } from '../config';

/**
 * A test-mode config: silent logs and nothing read from the machine's env. Tests open their database with
 * createTestDb, so DATA_DIR here is only where file-based features would write.
 */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(tmpdir(), 'framewise-test'),
    LOCAL_PROVIDERS: '1',
    ...env,
  });
}

/** The headers the shared client sends on every API call (time taken now unless given). */
export function clientHeaders(options: { region?: Region; time?: number } = {}): Record<string, string> {
  return {
    [HEADER.requestTime]: encodeRequestTime(options.time ?? Date.now()),
    [HEADER.region]: options.region ?? 'cn',
  };
}
