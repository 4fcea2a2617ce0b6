/** What createCheckout answers: the session, and the checkout page to go to (Stripe's hosted page or the sandbox). */
export interface CheckoutAnswer {
  sessionId: string;
  url?: string;
}

/** The part of a Stripe.js instance the session-only fallback needs (Stripe.js before the 2025-09 "clover" train). */
interface SessionRedirect {
  redirectToCheckout?: (options: { sessionId: string }) => Promise<{ error?: { message?: string } } | undefined>;
}

export interface RedirectOptions {
  /** The publishable key (VITE_STRIPE_PK); needed only when the server gave no url. */
  publishableKey?: string;
  /** Leaves the app for a URL; window.location.assign by default. */
  assign?: (url: string) => void;
  /** Loads Stripe.js for a key; by default the script-on-demand loader of @stripe/stripe-js/pure. */
  loadStripe?: (publishableKey: string) => Promise<SessionRedirect | null>;
}

/** Stripe.js is fetched from js.stripe.com only when called, so nothing loads while the server gives a url. */
async function loadStripeOnDemand(publishableKey: string): Promise<SessionRedirect | null> {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return (await loadStripe(publishableKey)) as SessionRedirect | null;
}

/**
 * Sends the browser to the card checkout. The server's url is used whenever present (Stripe now recommends it, and
 * the sandbox always sends one); a bare session id falls back to stripe.redirectToCheckout, which only Stripe.js
 * versions before the "clover" train still provide.
 */
export async function redirectToCheckout(answer: CheckoutAnswer, options: RedirectOptions = {}): Promise<void> {
  if (answer.url) {
    (options.assign ?? ((url) => window.location.assign(url)))(answer.url);
    return;
  }
  if (!options.publishableKey) throw new Error('The checkout has no url and the build has no Stripe publishable key');
  const stripe = await (options.loadStripe ?? loadStripeOnDemand)(options.publishableKey);
  if (!stripe?.redirectToCheckout) throw new Error('Stripe.js could not redirect to the checkout session');
  const result = await stripe.redirectToCheckout({ sessionId: answer.sessionId });
  if (result?.error) throw new Error(result.error.message ?? 'Stripe.js could not redirect to the checkout session');
}
