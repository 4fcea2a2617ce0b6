import type { PageSurface } from '@framewise/stores';

/**
 * Where the domestic build's page runs, decided once at start: WeChat's in-app browser by its user agent
 * (MicroMessenger; WeChat Work's wxwork browser pays the same way); a phone or tablet by its user agent, or by a
 * narrow viewport on a touch screen (iPadOS and some Android browsers ask for desktop sites); otherwise desktop.
 */

const WECHAT_UA = /MicroMessenger/i;
const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|Windows Phone/i;
/** Narrower than this on a touch screen is a phone, whatever the user agent claims. */
const PHONE_MAX_WIDTH = 820;

interface PageEnvironment {
  userAgent: string;
  viewportWidth: number;
  touch: boolean;
}

export function detectPageSurface({ userAgent, viewportWidth, touch }: PageEnvironment): PageSurface {
  if (WECHAT_UA.test(userAgent)) return 'wechat';
  if (MOBILE_UA.test(userAgent)) return 'mobile';
  return touch && viewportWidth <= PHONE_MAX_WIDTH ? 'mobile' : 'desktop';
}

/** The environment of this browser window. */
export function currentPageEnvironment(): PageEnvironment {
  return {
    userAgent: navigator.userAgent,
    viewportWidth: window.innerWidth,
    touch: navigator.maxTouchPoints > 0,
  };
}
