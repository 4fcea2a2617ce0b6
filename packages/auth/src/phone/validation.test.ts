import { describe, expect, it } from 'vitest';
import { codeProblem, phoneProblem } from './validation';

describe('phone validation', () => {
  it.each(['13800138000', '+8613800138000', '008613800138000', ' 13800138000 '])('accepts %s', (phone) => {
    expect(phoneProblem(phone)).toBeNull();
  });

  it('requires a phone number', () => {
    expect(phoneProblem('')).toBe('phoneRequired');
    expect(phoneProblem('   ')).toBe('phoneRequired');
  });

  it.each(['1380013800', '138001380001', '23800138000', '+8513800138000', '138-0013-8000', 'abc'])(
    'refuses the format of %s',
    (phone) => {
      expect(phoneProblem(phone)).toBe('phoneInvalid');
    },
  );
});

describe('code validation', () => {
  it('requires digits only, at most 8', () => {
    expect(codeProblem('123456')).toBeNull();
    expect(codeProblem('')).toBe('codeRequired');
    expect(codeProblem('12a456')).toBe('codeDigits');
    expect(codeProblem('123456789')).toBe('codeTooLong');
  });
});
