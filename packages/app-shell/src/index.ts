export { type AccountModule, type AccountScreens, type AccountSlotsContext, lazySlot } from './account-slots';
export { yieldToMain } from './after-paint';
export { type BuildConfig, type QueryModal, queryModalsOf } from './build-config';
export { createShellApp } from './create-shell-app';
export { type Environment, type EnvironmentSettings, type EnvironmentTable, environmentSettings } from './environment';
export { type LegalFilingNumbers, legalFilingsSlot } from './LegalFilings';
export type { ShellAppOptions, ShellStore } from './shell-options';
