import { configCalls } from './config';
import { galleryCalls } from './gallery';
import { generationCalls } from './generation';
import { payCalls } from './pay';
import { storageCalls } from './storage';
import { userCalls } from './user';

/** The calls of each domain, for clients that inject endpoints per domain and servers that mount per module. */
export const callsByDomain = {
  user: userCalls,
  pay: payCalls,
  storage: storageCalls,
  generation: generationCalls,
  gallery: galleryCalls,
  config: configCalls,
} as const;
export type CallDomain = keyof typeof callsByDomain;

/**
 * Every API call, keyed by a stable name (docs/architecture.md, "The contracts registry"). Server routes and client
 * endpoints come from here.
 * The test hooks are kept out (see testCalls) so that nothing iterating this registry can expose them.
 */
export const calls = {
  ...userCalls,
  ...payCalls,
  ...storageCalls,
  ...generationCalls,
  ...galleryCalls,
  ...configCalls,
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
