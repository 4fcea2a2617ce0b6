import { z } from 'zod';

export type Envelope<T> = { code: number; data: T; msg: string };

/** The failure answer: data is null and msg says what went wrong in words a user can act on. */
export const errorEnvelope = z.object({
  code: z
    .number()
    .int()
    .refine((c) => c !== 0),
  data: z.null(),
  msg: z.string(),
  /**
   * The stable key of the message (e.g. 'membershipErrors.points.notEnough') when the server has one: clients
   * decide on it, never on msg, which is text in the request's language.
   */
  key: z.string().optional(),
  /** The server's id of the request (also its X-Request-Id header): what a user quotes to support. */
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
