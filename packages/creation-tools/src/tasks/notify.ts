/**
 * Telling the user a task finished while the tab was in the background: a browser notification (permission asked
 * only when the user accepts the offer made after their first Generate) and a count before the page title until
 * the tab is visible again.
 */

let permissionAsked = false;

function notificationApi(): typeof Notification | null {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : null;
}

/** Whether asking for notification permission makes sense: supported, never answered, not asked in this page. */
export function canOfferNotifications(): boolean {
  const api = notificationApi();
  return !permissionAsked && !!api && api.permission === 'default';
}

/** Asks the browser for notification permission (from the user's press of "Turn on"); later calls do nothing. */
export function askNotificationPermission(): void {
  const api = notificationApi();
  if (!canOfferNotifications() || !api) return;
  permissionAsked = true;
  // Browsers without the promise form return undefined; a refusal needs no handling.
  void Promise.resolve(api.requestPermission()).catch(() => undefined);
}

/** For tests: forget that permission was asked. */
export function resetNotificationPermissionAsked(): void {
  permissionAsked = false;
}

interface TitleBadge {
  /** Adds one finished task to the count shown before the title (✓ while all succeeded, else ✕). */
  add(succeeded?: boolean): void;
  count(): number;
  dispose(): void;
}

/**
 * '(2) ✓ Framewise': the count of tasks finished while the tab was hidden, with ✓ while all of them succeeded and
 * ✕ once one did not; cleared when the tab is shown again.
 */
export function createTitleBadge(doc: Document = document): TitleBadge {
  let count = 0;
  let allGood = true;
  const strip = (title: string) => title.replace(/^\(\d+\) (?:[✓✕] )?/, '');
  const clear = () => {
    if (doc.visibilityState !== 'visible' || count === 0) return;
    count = 0;
    allGood = true;
    doc.title = strip(doc.title);
  };
  doc.addEventListener('visibilitychange', clear);
  return {
    add(succeeded = true) {
      count += 1;
      allGood &&= succeeded;
      doc.title = `(${count}) ${allGood ? '✓' : '✕'} ${strip(doc.title)}`;
    },
    count: () => count,
    dispose() {
      doc.removeEventListener('visibilitychange', clear);
      if (count > 0) doc.title = strip(doc.title);
      count = 0;
    },
  };
}

interface FinishedNotice {
  title: string;
  body: string;
  /** One notification per task: a second one for the same tag replaces the first. */
  tag: string;
}

/**
 * A task finished: when the tab is hidden, the title badge counts it and, with permission, a browser
 * notification says it (clicking it brings the tab forward). Nothing happens while the user is looking.
 */
export function notifyTaskFinished(
  notice: FinishedNotice,
  badge: TitleBadge,
  doc: Document = document,
  succeeded = true,
): void {
  if (doc.visibilityState === 'visible') return;
  badge.add(succeeded);
  const api = notificationApi();
  if (api?.permission !== 'granted') return;
  try {
    const shown = new api(notice.title, { body: notice.body, tag: notice.tag });
    shown.onclick = () => {
      window.focus();
      shown.close();
    };
  } catch {
    // Some mobile browsers allow notifications only from a service worker; the title badge still shows.
  }
}
