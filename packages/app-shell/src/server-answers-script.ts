import { type Api, type ServerAnswers, serverAnswers } from '@framewise/api-client';
import { type AppDispatch, setUserInfo, uiActions } from '@framewise/stores';
import { SERVER_ANSWERS_ID } from './prerender-markers';

/** The answers a page rendered at request time carries (see SERVER_ANSWERS_ID); null for a build-time page. */
export function readServerAnswers(doc: Document): ServerAnswers | null {
  const text = doc.getElementById(SERVER_ANSWERS_ID)?.textContent;
  if (!text) return null;
  try {
    const answers = JSON.parse(text) as ServerAnswers;
    return answers && typeof answers.queries === 'object' && typeof answers.provided === 'object' ? answers : null;
  } catch {
    // A damaged script costs the page its head start, nothing more: the screen asks for its data itself.
    return null;
  }
}

/**
 * Starts a store with what a page rendered at request time carried: whether the render knew the session and the
 * user it was made for (the freshest there is: the stored one may be another account, or none on a new device), set
 * before the answers so that a change of account does not drop them, then the answers.
 */
export function startWithAnswers(dispatch: (action: unknown) => unknown, answers: ServerAnswers): void {
  if (answers.session) {
    dispatch(uiActions.setSessionKnown(true));
    if (answers.session.user) dispatch(setUserInfo(answers.session.user));
  }
  dispatch(serverAnswers(answers));
}

/** Asks each answered query again (its cached answer stays on screen until the new one replaces it). */
export function askAgain(api: Api, dispatch: AppDispatch, answers: ServerAnswers): void {
  const endpoints = api.endpoints as unknown as Record<string, Endpoint | undefined>;
  for (const entry of Object.values(answers.queries) as { endpointName?: string; originalArgs?: unknown }[]) {
    const endpoint = entry.endpointName ? endpoints[entry.endpointName] : undefined;
    if (endpoint)
      void dispatch(endpoint.initiate(entry.originalArgs, { subscribe: false, forceRefetch: true }) as never);
  }
}

interface Endpoint {
  initiate(args: unknown, options: { subscribe: false; forceRefetch: true }): unknown;
}
