import { useHydrated } from '@framewise/ui-kit';
import { type ComponentType, createContext, Suspense, useContext } from 'react';

/** What a panel inside a global modal gets: a way to close its modal (and follow redirectUrl when set). */
export interface PanelProps {
  onClose(): void;
}

/**
 * Region-specific screens the shell shows but does not own. Each app's main.tsx passes its own (usually
 * React.lazy, so their code loads only when opened); an empty slot shows a translated "on its way" note.
 */
export interface ShellSlots {
  /** Content of the 900 px login modal: branding panel and the region's login form. */
  LoginPanel?: ComponentType<PanelProps>;
  /** Content of the user-info (profile) modal. */
  UserInfoPanel?: ComponentType<PanelProps>;
  /** Content of the activation-code modal (overseas). */
  CodePanel?: ComponentType<PanelProps>;
  /** Content of the points modal (packages and checkout). */
  PointPanel?: ComponentType<PanelProps>;
  /** The header's account area for a logged-in user (avatar, points, logout). */
  AccountMenu?: ComponentType;
  /** The header's tray of the logged-in user's running tasks, before the account area (renders nothing when idle). */
  TaskTray?: ComponentType;
  /**
   * Follows the logged-in user's tasks on every page and says when one ends (toasts, title badge, notifications).
   * Rendered once inside the layout, header or not; it shows nothing itself.
   */
  TaskFollower?: ComponentType;
  /**
   * Finishes a full-page return from another site that the page load carries (the domestic WeChat authorisation's
   * ?code=). Rendered once at the top, beside the toasts; it shows nothing itself.
   */
  ReturnHandler?: ComponentType;
  /** Shown in the footer after the copyright: the domestic build's filing numbers (legalFilingsSlot). */
  FooterNotice?: ComponentType;
}

const SlotsContext = createContext<ShellSlots>({});
export const SlotsProvider = SlotsContext.Provider;

export function useSlots(): ShellSlots {
  return useContext(SlotsContext);
}

/** Renders the build's ReturnHandler, if any, once beside the routes. */
export function ReturnHandlerSlot() {
  const { ReturnHandler } = useSlots();
  // Only a page load with a return (a query) has one, which the prerendered HTML cannot know: after hydration.
  const hydrated = useHydrated();
  if (!ReturnHandler || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ReturnHandler />
    </Suspense>
  );
}
