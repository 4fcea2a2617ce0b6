// Stories run offline: services are in-memory fakes and pictures are drawn or bundled. This guard makes a story that
// reaches the network fail: a call to the app's API or another origin through fetch, XMLHttpRequest, sendBeacon,
// WebSocket or EventSource is refused on the spot, and anything the page loaded or points a media element at on
// another origin (images, video, iframes, stylesheets) is reported when the story ends.

const attempts: string[] = [];
let startedAt = 0;
let installed = false;

/** The app's own API on this origin, or any other origin: both are the network a story must not touch. */
function isNetwork(url: string | URL): boolean {
  let parsed: URL;
  try {
    parsed = new URL(String(url), window.location.href);
  } catch {
    return false;
  }
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return false;
  return parsed.origin !== window.location.origin || parsed.pathname.startsWith('/api/');
}

function refuse(kind: string, url: string | URL): never {
  attempts.push(`${kind} ${String(url)}`);
  throw new TypeError(`Stories must not touch the network (${kind} ${String(url)}): give the story a fake service`);
}

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' || input instanceof URL ? String(input) : input.url;
}

function install() {
  if (installed) return;
  installed = true;
  const realFetch = window.fetch.bind(window);
  window.fetch = (input, init) => (isNetwork(urlOf(input)) ? refuse('fetch', urlOf(input)) : realFetch(input, init));

  const realOpen = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function open(this: XMLHttpRequest, method: string, url: string | URL, ...rest: []) {
    if (isNetwork(url)) refuse(`XMLHttpRequest ${method}`, url);
    return realOpen.call(this, method, url, ...(rest as unknown as [boolean]));
  } as typeof XMLHttpRequest.prototype.open;

  const realBeacon = navigator.sendBeacon?.bind(navigator);
  if (realBeacon) {
    navigator.sendBeacon = (url, data) => (isNetwork(url) ? refuse('sendBeacon', url) : realBeacon(url, data));
  }

  // The test runner talks to its server over its own socket, opened before any story: only later ones are refused.
  const RealWebSocket = window.WebSocket;
  window.WebSocket = class extends RealWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      refuse('WebSocket', url);
      super(url, protocols);
    }
  };
  const RealEventSource = window.EventSource;
  window.EventSource = class extends RealEventSource {
    constructor(url: string | URL, init?: EventSourceInit) {
      refuse('EventSource', url);
      super(url, init);
    }
  };
}

/** Before each story: the guard is on and the story's record starts empty. */
export function startNetworkGuard() {
  install();
  attempts.length = 0;
  startedAt = performance.now();
}

const MEDIA = 'img[src], img[srcset], source[src], source[srcset], video[src], video[poster], audio[src], iframe[src]';

/** What the story loaded, or points a media element at, on another origin or the API. */
function loadsSince(since: number): string[] {
  const loaded = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime >= since && isNetwork(entry.name))
    .map((entry) => `${(entry as PerformanceResourceTiming).initiatorType} ${entry.name}`);
  const pointed = [...document.querySelectorAll(MEDIA)].flatMap((element) =>
    ['src', 'poster', 'srcset']
      .map((name) => element.getAttribute(name))
      .filter((value): value is string => !!value)
      .flatMap((value) => value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''))
      .filter((url) => url && isNetwork(url))
      .map((url) => `${element.tagName.toLowerCase()} ${url}`),
  );
  return [...loaded, ...pointed];
}

/** After each story: fails it when it reached, or tried to reach, the network. */
export function checkNetworkGuard() {
  const found = [...new Set([...attempts, ...loadsSince(startedAt)])];
  attempts.length = 0;
  if (found.length > 0) {
    throw new Error(`This story touched the network; give it a fake service or a local picture:\n${found.join('\n')}`);
  }
}
