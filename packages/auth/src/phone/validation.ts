import { PHONE_PATTERN, SMS_CODE_MAX_LENGTH } from '@framewise/contracts/routes';

// The client side; the keys are those of the validation namespace (the server answers the same).

export type PhoneProblem = 'phoneRequired' | 'phoneInvalid';
export type CodeProblem = 'codeRequired' | 'codeDigits' | 'codeTooLong';

/** Required, then the mainland pattern: optional +86 or 0086, then 1 and 10 digits. */
export function phoneProblem(value: string): PhoneProblem | null {
  const phone = value.trim();
  if (!phone) return 'phoneRequired';
  return PHONE_PATTERN.test(phone) ? null : 'phoneInvalid';
}

/** Required, digits only, at most 8. */
export function codeProblem(value: string): CodeProblem | null {
  const code = value.trim();
  if (!code) return 'codeRequired';
  if (code.length > SMS_CODE_MAX_LENGTH) return 'codeTooLong';
  return /^\d+$/.test(code) ? null : 'codeDigits';
}
