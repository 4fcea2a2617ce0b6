import { useListWorksQuery } from '@framewise/api-client';
import { isTaskSettled, TASK_STATUS, type Tool } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { selectIsLoggedIn, useAppSelector } from '@framewise/stores';
import { useToast } from '@framewise/ui-kit';
import { useEffect, useRef } from 'react';
import { useNavigateTo } from '../config/services';
import { toolRoute } from '../config/tools';
import { askNotificationPermission, canOfferNotifications, createTitleBadge, notifyTaskFinished } from './notify';
import { type TaskCenter, taskToFollowOf } from './task-center';
import { useTaskCenter } from './use-task-center';

/** How many of the user's newest works are read at start to find tasks still under way. */
const START_SCAN = 20;
/** Toasts that carry a choice stay long enough to read and press. */
const ACTION_TOAST_MS = 8000;
const OFFER_KEY = 'fw-notify-offered';

/** Where "View" goes: the tool screen that lists the result; extensions are listed in my works. */
export function resultPath(tool: Tool): string {
  return tool === 'extend' ? '/my-work' : toolRoute(tool);
}

function offeredBefore(): boolean {
  try {
    return localStorage.getItem(OFFER_KEY) === '1';
  } catch {
    return false;
  }
}
function rememberOffer(): void {
  try {
    localStorage.setItem(OFFER_KEY, '1');
  } catch {
    // Private mode: the offer may come again next visit, nothing worse.
  }
}

/**
 * Follows the user's tasks across the whole app (mounted by the shell for a logged-in user, whatever the page):
 * picks up tasks still under way at start, and when one ends says so: a toast with a link to the result while the
 * tab is visible; while it is hidden, a title badge ("(1) ✓ Framewise") and, with permission, a browser
 * notification. After the first accepted Generate it offers notifications once; the browser asks only if the user
 * presses "Turn on".
 */
export function TaskFollower({ center: given }: { center?: TaskCenter }) {
  const { t } = useTranslation(['tools', 'common']);
  const appCenter = useTaskCenter();
  const center = given ?? appCenter;
  const toast = useToast();
  const navigate = useNavigateTo();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const texts = useRef(t);
  texts.current = t;

  // Tasks under way when the app starts (or the user logs in): the newest works that have not settled.
  const start = useListWorksQuery({ scope: 'mine', limit: START_SCAN }, { skip: !loggedIn });
  const startWorks = start.currentData?.items;
  useEffect(() => {
    if (startWorks) center.follow(startWorks.filter((w) => !isTaskSettled(w.status)).map(taskToFollowOf));
  }, [center, startWorks]);
  useEffect(() => {
    if (loggedIn) return () => center.reset();
  }, [center, loggedIn]);

  // Back in view: ask at once rather than after a hidden tab's long wait.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') center.wake();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [center]);

  useEffect(() => {
    const badge = createTitleBadge();
    const offEnded = center.onEnded(({ entry, tool, cost }) => {
      // The cancel control already said what happened.
      if (entry.cancelled) return;
      const tr = texts.current;
      const toolName = tr(`common:tools.${tool}`);
      const succeeded = entry.status === TASK_STATUS.SUCCESS;
      if (document.visibilityState !== 'visible') {
        notifyTaskFinished(
          {
            title: succeeded ? tr('notify.successTitle') : tr('notify.failedTitle'),
            body: toolName,
            tag: `framewise-task-${entry.id}`,
          },
          badge,
          document,
          succeeded,
        );
        return;
      }
      const text = succeeded
        ? tr('notify.successToast', { tool: toolName })
        : cost > 0
          ? tr('notify.failedToast', { tool: toolName })
          : tr('notify.failedToastFree', { tool: toolName });
      toast.show({
        type: succeeded ? 'success' : 'error',
        text,
        action: { label: tr('notify.view'), onClick: () => navigate(resultPath(tool)) },
        duration: ACTION_TOAST_MS,
      });
    });
    const offSubmitted = center.onSubmitted(() => {
      if (!canOfferNotifications() || offeredBefore()) return;
      rememberOffer();
      const tr = texts.current;
      toast.show({
        type: 'info',
        text: tr('notify.offer'),
        action: { label: tr('notify.turnOn'), onClick: askNotificationPermission },
        duration: ACTION_TOAST_MS,
      });
    });
    return () => {
      offEnded();
      offSubmitted();
      badge.dispose();
    };
  }, [center, toast, navigate]);

  return null;
}
