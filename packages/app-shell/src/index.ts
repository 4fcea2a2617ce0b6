export {
  type AccountModule,
  type AccountScreens,
  type AccountSlotsContext,
  lazyAccountSlots,
  lazySlot,
} from './account-slots';
export { BuildProvider, useBuild } from './BuildContext';
export { type BuildConfig, type QueryModal, queryModalsOf } from './build-config';
export { createShellApp, type ShellAppOptions, type ShellStore } from './create-shell-app';
export {
  detectEnvironment,
  type Environment,
  type EnvironmentSettings,
  type EnvironmentTable,
  environmentSettings,
  publicStorageBase,
} from './environment';
export {
  ICP_LOOKUP_URL,
  type LegalFilingNumbers,
  LegalFilings,
  legalFilingsSlot,
  publicSecurityLookupUrl,
} from './LegalFilings';
export { languageOfPath, localizedPath, type PathLanguage } from './language-path';
export { closeTarget, hasFlag, MODAL_QUERY_FLAG } from './query-flags';
export { renderRouterLink } from './RouterLink';
export { createAppRoutes, type InfoPageName, type PageSlots, type RouteHandle } from './routes';
export {
  createShellPreview,
  domesticPreviewBuild,
  overseasPreviewBuild,
  type ShellPreviewOptions,
} from './ShellPreview';
export { type PanelProps, type ShellSlots, SlotsProvider, useSlots } from './slots';
