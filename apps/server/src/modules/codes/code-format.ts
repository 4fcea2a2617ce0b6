import { createHash, randomInt } from 'node:crypto';

/**
 * Gift / activation codes: 16 characters of Crockford base32 (no I, L, O, U), 80 random bits, printed in groups of
 * four ('7KQ2-M9XD-4R8T-ZP3B', 19 characters, within the 20 a user may type). Input is forgiving the Crockford way:
 * case, spaces and dashes are ignored, O reads as 0 and I or L as 1.
 */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 16;
/** Random bits per code. */
export const CODE_BITS = CODE_LENGTH * Math.log2(CODE_ALPHABET.length);

/** A fresh random code in its normalised form (no dashes). */
export function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** How the code is printed and handed out: groups of four joined by dashes. */
export function formatCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** The normalised code a user typed, or undefined when it cannot be one of ours. */
export function normalizeCode(input: string): string | undefined {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== CODE_LENGTH) return undefined;
  for (const ch of code) if (!CODE_ALPHABET.includes(ch)) return undefined;
  return code;
}

/** Codes are stored as this hash only, so the table alone redeems nothing. */
export function hashCode(normalized: string): string {
  return createHash('sha256').update(`redeem-code:${normalized}`).digest('hex');
}

/** The last four characters, kept in clear so support can find a code a user reads out. */
export function codeHint(normalized: string): string {
  return normalized.slice(-4);
}
