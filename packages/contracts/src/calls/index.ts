import { userCalls } from './user';

/** Every call of spec section 7, keyed by a stable name. Server routes and client endpoints come from here. */
export const calls = {
  ...userCalls,
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
