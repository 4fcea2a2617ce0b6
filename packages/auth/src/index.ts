// Public surface of @framewise/auth ("."): the account module the shell loads lazily (app-shell's AccountModule:
// the account slots and the session's start). Region adapters live in "./wechat-qr" (domestic) and "./google"
// (overseas). Everything else is internal to the package.

export { type AccountSlots, type AccountSlotsOptions, accountSlots } from './account-slots';
export { bootstrapSession } from './session';
