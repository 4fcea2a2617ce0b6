/** Sets a cookie on the jsdom document, as the server's Set-Cookie would. */
export function setTestCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: tests play the server's part in setting the cookie.
  document.cookie = `${name}=${value}; path=/`;
}

export function expireTestCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see setTestCookie.
  document.cookie = `${name}=; Max-Age=0; path=/`;
}
