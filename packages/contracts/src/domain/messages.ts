/**
 * Stable message keys used as zod error messages. The server returns them in the envelope's msg; clients translate
 * them (the i18n resources hold a `validation` group with the same keys) and fall back to the raw text otherwise.
 */
export const VALIDATION = {
  phoneRequired: 'validation.phoneRequired',
  phoneInvalid: 'validation.phoneInvalid',
  codeRequired: 'validation.codeRequired',
  codeDigits: 'validation.codeDigits',
  codeTooLong: 'validation.codeTooLong',
  nicknameRequired: 'validation.nicknameRequired',
  nicknameTooLong: 'validation.nicknameTooLong',
  introducerRequired: 'validation.introducerRequired',
  introducerTooLong: 'validation.introducerTooLong',
  activationCodeRequired: 'validation.activationCodeRequired',
  activationCodeTooLong: 'validation.activationCodeTooLong',
  quantityRange: 'validation.quantityRange',
  ratioInvalid: 'validation.ratioInvalid',
  promptRequired: 'validation.promptRequired',
  promptTooLong: 'validation.promptTooLong',
  keywordRequired: 'validation.keywordRequired',
  referenceImageRequired: 'validation.referenceImageRequired',
  referenceVideoRequired: 'validation.referenceVideoRequired',
  referenceAudioRequired: 'validation.referenceAudioRequired',
  styleImageRequired: 'validation.styleImageRequired',
  upscaleSourceRequired: 'validation.upscaleSourceRequired',
  storageKeyInvalid: 'validation.storageKeyInvalid',
  loginUuidInvalid: 'validation.loginUuidInvalid',
  bindPhoneUuidRequired: 'validation.bindPhoneUuidRequired',
  idRequired: 'validation.idRequired',
  tooManyIds: 'validation.tooManyIds',
  orderRefRequired: 'validation.orderRefRequired',
  permissionInvalid: 'validation.permissionInvalid',
  payMethodInvalid: 'validation.payMethodInvalid',
  /** A NUL character or a lone surrogate, which no text column can store. */
  unsavableCharacter: 'validation.unsavableCharacter',
} as const;

export type ValidationMessage = (typeof VALIDATION)[keyof typeof VALIDATION];
