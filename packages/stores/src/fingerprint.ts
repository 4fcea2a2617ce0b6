import type { Agent } from '@fingerprintjs/fingerprintjs';

let agent: Promise<Agent> | undefined;

/**
 * The device's visitor id from @fingerprintjs/fingerprintjs. The library is imported on first use so it stays
 * out of the initial bundle; `monitoring: false` keeps it from phoning home.
 */
export async function fingerprintVisitorId(): Promise<string> {
  agent ??= import('@fingerprintjs/fingerprintjs').then((fp) => fp.load({ monitoring: false }));
  try {
    const result = await (await agent).get();
    return result.visitorId;
  } catch (err) {
    agent = undefined;
    throw err;
  }
}
