/** Mainland mobile number: optional +86 or 0086, then 1 and 10 digits. */
export const PHONE_PATTERN = /^(?:\+86|0086)?1\d{10}$/;
