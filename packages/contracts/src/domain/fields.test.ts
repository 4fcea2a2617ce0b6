import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  activationCode,
  batchType,
  creativity,
  introducer,
  mode,
  nickname,
  phone,
  quantity,
  ratioCode,
  seed,
  smsCode,
  storageKey,
  storageKeyOf,
} from './fields';
import { MAX_INT32 } from './limits';
import { VALIDATION } from './messages';
import { PHONE_PATTERN } from './patterns';

/** The first error message, as the server puts it into the envelope's msg. */
function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
}

describe('phone', () => {
  it.each(['13800138000', '+8613800138000', '008613800138000', '19912345678', '10000000000'])('accepts %s', (p) => {
    expect(phone.parse(p)).toBe(p);
    expect(PHONE_PATTERN.test(p)).toBe(true);
  });

  it.each([
    '1380013800', // 10 digits
    '138001380001', // 12 digits
    '23800138000', // not starting with 1
    '+86 13800138000',
    '8613800138000',
    '+85213800138000',
    '086138001380001',
    '1380013800a',
    ' 13800138000',
  ])('rejects %s as malformed', (p) => {
    expect(firstMessage(phone, p)).toBe(VALIDATION.phoneInvalid);
  });

  it('says required for a missing or empty phone', () => {
    expect(firstMessage(phone, undefined)).toBe(VALIDATION.phoneRequired);
    expect(firstMessage(phone, '')).toBe(VALIDATION.phoneRequired);
  });
});

describe('sms code', () => {
  it.each(['1', '123456', '12345678'])('accepts %s', (c) => expect(smsCode.parse(c)).toBe(c));

  it('rejects non-digits, over-long and missing codes with their own messages', () => {
    expect(firstMessage(smsCode, '12a456')).toBe(VALIDATION.codeDigits);
    expect(firstMessage(smsCode, '12 456')).toBe(VALIDATION.codeDigits);
    expect(firstMessage(smsCode, '-123')).toBe(VALIDATION.codeDigits);
    expect(firstMessage(smsCode, '123456789')).toBe(VALIDATION.codeTooLong);
    expect(firstMessage(smsCode, '')).toBe(VALIDATION.codeRequired);
    expect(firstMessage(smsCode, undefined)).toBe(VALIDATION.codeRequired);
    expect(smsCode.safeParse(123456).success).toBe(false);
  });
});

describe('nickname', () => {
  it('takes 1 to 8 characters, trimmed, counting CJK as one each', () => {
    expect(nickname.parse('a')).toBe('a');
    expect(nickname.parse('12345678')).toBe('12345678');
    expect(nickname.parse('帧意用户一二三四')).toBe('帧意用户一二三四');
    expect(nickname.parse('  Momo  ')).toBe('Momo');
  });

  it('rejects empty and 9 characters', () => {
    expect(firstMessage(nickname, '')).toBe(VALIDATION.nicknameRequired);
    expect(firstMessage(nickname, '   ')).toBe(VALIDATION.nicknameRequired);
    expect(firstMessage(nickname, undefined)).toBe(VALIDATION.nicknameRequired);
    expect(firstMessage(nickname, '123456789')).toBe(VALIDATION.nicknameTooLong);
    expect(firstMessage(nickname, '帧意用户一二三四五')).toBe(VALIDATION.nicknameTooLong);
  });
});

describe('introducer and activation code', () => {
  it('limits the introducer to 30 characters', () => {
    expect(introducer.parse('a'.repeat(30))).toHaveLength(30);
    expect(firstMessage(introducer, 'a'.repeat(31))).toBe(VALIDATION.introducerTooLong);
    expect(firstMessage(introducer, '')).toBe(VALIDATION.introducerRequired);
  });

  it('takes a non-empty activation code of at most 20 characters', () => {
    expect(activationCode.parse(' GIFT-2026 ')).toBe('GIFT-2026');
    expect(activationCode.parse('X'.repeat(20))).toHaveLength(20);
    expect(firstMessage(activationCode, 'X'.repeat(21))).toBe(VALIDATION.activationCodeTooLong);
    expect(firstMessage(activationCode, '')).toBe(VALIDATION.activationCodeRequired);
    expect(firstMessage(activationCode, '  ')).toBe(VALIDATION.activationCodeRequired);
  });
});

describe('quantity', () => {
  it.each([1, 2, 3, 4])('accepts %d', (q) => expect(quantity.parse(q)).toBe(q));
  it.each([0, 5, -1, 1.5, '2', Number.NaN])('rejects %s', (q) => {
    expect(firstMessage(quantity, q)).toBe(VALIDATION.quantityRange);
  });
});

describe('generation defaults and ranges', () => {
  it('defaults seed to -1 and keeps it within 32 bits', () => {
    expect(seed.parse(undefined)).toBe(-1);
    expect(seed.parse(MAX_INT32)).toBe(MAX_INT32);
    expect(seed.safeParse(MAX_INT32 + 1).success).toBe(false);
    expect(seed.safeParse(-2).success).toBe(false);
    expect(seed.safeParse(1.5).success).toBe(false);
  });

  it('defaults creativity to 0.5 within 0 to 1', () => {
    expect(creativity.parse(undefined)).toBe(0.5);
    expect(creativity.parse(0)).toBe(0);
    expect(creativity.parse(1)).toBe(1);
    expect(creativity.safeParse(1.01).success).toBe(false);
    expect(creativity.safeParse(-0.1).success).toBe(false);
  });

  it('defaults mode to normal and knows only 0, 1, 2', () => {
    expect(mode.parse(undefined)).toBe(0);
    expect(mode.parse(2)).toBe(2);
    expect(mode.safeParse(3).success).toBe(false);
  });

  it('accepts the known ratio codes only', () => {
    for (const c of [1, 3, 4, 5, 6, 8, 15]) expect(ratioCode.parse(c)).toBe(c);
    for (const c of [0, 2, 7, 16, '1']) expect(firstMessage(ratioCode, c)).toBe(VALIDATION.ratioInvalid);
  });

  it('reads a missing batchType as null (month)', () => {
    expect(batchType.parse(undefined)).toBeNull();
    expect(batchType.parse('year')).toBe('year');
    expect(batchType.safeParse('week').success).toBe(false);
  });
});

describe('storage keys', () => {
  it('accepts keys of the {path}/{uuid}/{id}.{ext} form', () => {
    expect(storageKey.parse('user-avatar/7f3c/abc123.png')).toBe('user-avatar/7f3c/abc123.png');
  });

  it.each(['', '/etc/passwd', 'a/../b.png', '../x.png', 'a b.png', 'https://evil.example/x.png', 'x'.repeat(513)])(
    'rejects %s',
    (k) => {
      expect(storageKey.safeParse(k).success).toBe(false);
    },
  );

  it('names what is missing when a required key is absent', () => {
    const ref = storageKeyOf(VALIDATION.referenceImageRequired);
    expect(firstMessage(ref, undefined)).toBe(VALIDATION.referenceImageRequired);
    expect(firstMessage(ref, '')).toBe(VALIDATION.referenceImageRequired);
    expect(firstMessage(ref, '../x.png')).toBe(VALIDATION.storageKeyInvalid);
  });
});
