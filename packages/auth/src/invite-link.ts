/**
 * The link a user shares to invite friends: the site root with the invite code. Every page stores an invite_code
 * it is opened with while the visitor is logged out (app shell), and the domestic root redirects to the home page
 * keeping the query, so new visitors land on the product rather than on the inviter's /pc/invited page.
 */
export function inviteLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/?invite_code=${encodeURIComponent(code)}`;
}
