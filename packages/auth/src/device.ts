function currentUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

/** iOS before 14 cannot decode WebP. */
function isOldIos(userAgent: string): boolean {
  const match = /(?:iPhone|iPad|iPod).*? OS (\d+)_/i.exec(userAgent);
  return match !== null && Number(match[1]) < 14;
}

let webpSupport: boolean | undefined;

/** Whether the browser shows WebP images (the webp suffix is dropped otherwise). */
export function supportsWebp(userAgent: string = currentUserAgent()): boolean {
  if (isOldIos(userAgent)) return false;
  if (webpSupport === undefined) {
    try {
      const canvas = document.createElement('canvas');
      canvas.width = 1;
      canvas.height = 1;
      webpSupport = canvas.toDataURL('image/webp').startsWith('data:image/webp');
    } catch {
      webpSupport = false;
    }
  }
  return webpSupport;
}
