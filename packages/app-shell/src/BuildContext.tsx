import { createContext, useContext } from 'react';
import type { BuildConfig } from './build-config';

const BuildContext = createContext<BuildConfig | null>(null);
export const BuildProvider = BuildContext.Provider;

/** The build configuration of the running app (brand, region, home path). */
export function useBuild(): BuildConfig {
  const value = useContext(BuildContext);
  if (!value) throw new Error('useBuild needs a BuildProvider (createShellApp provides it)');
  return value;
}
