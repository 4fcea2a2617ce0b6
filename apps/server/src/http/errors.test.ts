import {
  ACTIVATION_CODE_MAX_LENGTH,
  INTRODUCER_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  PROMPT_MAX_LENGTH,
  phoneLoginBody,
  QUANTITY_MAX,
  QUANTITY_MIN,
  SMS_CODE_MAX_LENGTH,
  TASK_IDS_MAX,
  VALIDATION,
} from '@framewise/contracts';
import { isMessageKey, LANGUAGES, translateMessage } from '@framewise/i18n/messages';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeZodError } from './errors';

function failure(schema: z.ZodType, input: unknown): z.ZodError {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to fail');
  return result.error;
}

describe('validation texts', () => {
  it.each(Object.values(VALIDATION))('%s translates to a user text in zh, en and ja', (key) => {
    expect(isMessageKey(key)).toBe(true);
    const texts = LANGUAGES.map((lng) => translateMessage(key, lng));
    for (const text of texts) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toContain(key);
      expect(text).not.toMatch(/validation\./);
    }
    expect(new Set(texts).size).toBe(LANGUAGES.length);
  });

  // The texts repeat contracts' limits as plain numbers; this catches a limit changed on one side only.
  it.each([
    [VALIDATION.codeTooLong, [SMS_CODE_MAX_LENGTH]],
    [VALIDATION.nicknameTooLong, [NICKNAME_MAX_LENGTH]],
    [VALIDATION.introducerTooLong, [INTRODUCER_MAX_LENGTH]],
    [VALIDATION.activationCodeTooLong, [ACTIVATION_CODE_MAX_LENGTH]],
    [VALIDATION.promptTooLong, [PROMPT_MAX_LENGTH]],
    [VALIDATION.quantityRange, [QUANTITY_MIN, QUANTITY_MAX]],
    [VALIDATION.tooManyIds, [TASK_IDS_MAX]],
  ])('%s names the limits of contracts', (key, limits) => {
    for (const lng of LANGUAGES) {
      const numbers = translateMessage(key, lng).match(/\d+/g) ?? [];
      expect([lng, numbers]).toEqual([lng, limits.map(String)]);
    }
  });
});

describe('describeZodError', () => {
  const badPhone = failure(phoneLoginBody, { phone: '12345', code: '1234' });

  it('answers a keyed problem with its text alone, in the given language', () => {
    expect(describeZodError(badPhone, { source: 'body', language: 'en' })).toBe('Invalid phone number format!');
    expect(describeZodError(badPhone, { source: 'body', language: 'zh' })).toBe('手机号格式不正确');
    expect(describeZodError(badPhone, { source: 'body', language: 'ja' })).toBe(
      translateMessage(VALIDATION.phoneInvalid, 'ja'),
    );
  });

  it('prefers the first keyed problem over problems without a key', () => {
    const schema = z.object({ page: z.number(), body: phoneLoginBody });
    const error = failure(schema, { page: 'one', body: { phone: '', code: '12a' } });
    expect(error.issues[0]?.message).not.toMatch(/^validation\./);
    expect(describeZodError(error, { language: 'en' })).toBe('Phone number is required!');
  });

  it('names the field of a problem without a key', () => {
    const error = failure(z.object({ page: z.number(), size: z.number() }), { page: 'one', size: 'two' });
    expect(describeZodError(error, { source: 'query', language: 'zh' })).toMatch(
      /^Query parameter "page": .+ \(and 1 more problem\)$/,
    );
    expect(describeZodError(failure(z.object({ a: z.string() }), null), { source: 'body', language: 'en' })).toMatch(
      /^Request body: /,
    );
  });

  it('keeps keys and field paths for logs when no language is given', () => {
    expect(describeZodError(badPhone, { source: 'body' })).toBe(`Field "phone": ${VALIDATION.phoneInvalid}`);
  });
});
