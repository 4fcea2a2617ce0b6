import { api, createHttpClient, serverAnswers, serverAnswersOf, worksApi } from '@framewise/api-client';
import { createFakeServer, ok } from '@framewise/api-client/testing';
import { type AppDispatch, setUserInfo, uiActions } from '@framewise/stores';
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_ANSWERS_ID } from './prerender-markers';
import { askAgain, readServerAnswers, startWithAnswers } from './server-answers-script';

function withScript(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SERVER_ANSWERS_ID;
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => {
  document.getElementById(SERVER_ANSWERS_ID)?.remove();
});

describe('readServerAnswers', () => {
  it("reads the page's answers", () => {
    const answers = { queries: { 'listWorkPages({})': { status: 'fulfilled' } }, provided: { tags: {}, keys: {} } };
    withScript(JSON.stringify(answers));
    expect(readServerAnswers(document)).toEqual(answers);
  });

  it('is null for a page without them or with damaged ones', () => {
    expect(readServerAnswers(document)).toBeNull();
    withScript('{"queries":');
    expect(readServerAnswers(document)).toBeNull();
    document.getElementById(SERVER_ANSWERS_ID)?.remove();
    withScript('[]');
    expect(readServerAnswers(document)).toBeNull();
  });
});

describe('askAgain', () => {
  it("replaces a visitor's answers with the signed-in user's own, keeping them on screen meanwhile", async () => {
    let owner = false;
    const server = createFakeServer({
      'GET /api/images/list3': () => ok({ items: [{ id: 'w1', isOwner: owner }], nextCursor: null }),
    });
    const storeOn = () => {
      const http = createHttpClient({ region: 'cn', getVisitorId: () => 'v-1', fetch: server.fetch });
      return configureStore({
        reducer: { [api.reducerPath]: api.reducer },
        middleware: (getDefault) => getDefault({ thunk: { extraArgument: { http } } }).concat(api.middleware),
      });
    };
    const args = { scope: 'gallery', limit: 30 } as const;
    const onServer = storeOn();
    await onServer.dispatch(worksApi.endpoints.listWorkPages.initiate(args));
    const answers = serverAnswersOf(onServer.getState().api);

    owner = true;
    const browser = storeOn();
    browser.dispatch(serverAnswers(answers));
    const shown = () => worksApi.endpoints.listWorkPages.select(args)(browser.getState()).data?.pages[0]?.items[0];
    askAgain(api, browser.dispatch as AppDispatch, answers);
    expect(shown()?.isOwner).toBe(false);
    await expect.poll(() => shown()?.isOwner).toBe(true);
    expect(server.callsTo('GET /api/images/list3')).toHaveLength(2);
  });
});

describe('startWithAnswers', () => {
  const empty = { queries: {}, provided: { tags: {}, keys: {} } };
  const typesOf = (answers: Parameters<typeof startWithAnswers>[1]) => {
    const actions: { type: string }[] = [];
    startWithAnswers((action) => actions.push(action as { type: string }), answers);
    return actions.map((action) => action.type);
  };

  it("sets the render's session and its user before the answers", () => {
    const user = { uuid: 'u-1', nickname: 'Mei' } as never;
    expect(typesOf({ ...empty, session: { user } })).toEqual([
      uiActions.setSessionKnown.type,
      setUserInfo.type,
      serverAnswers.type,
    ]);
    expect(typesOf({ ...empty, session: { user: null } })).toEqual([
      uiActions.setSessionKnown.type,
      serverAnswers.type,
    ]);
  });

  it('gives answers that say nothing of a session alone', () => {
    expect(typesOf(empty)).toEqual([serverAnswers.type]);
  });
});
