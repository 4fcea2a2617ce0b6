import { configureStore } from '@reduxjs/toolkit';
import { api } from '../base-api';
import { createHttpClient } from '../http-client';
import type { FakeServer } from '../testing/fake-server';

/** A store with the api, its base query reaching the fake server through the thunk extra argument. */
export function storeWith(server: FakeServer) {
  const http = createHttpClient({ region: 'cn', getVisitorId: () => 'v-1', fetch: server.fetch });
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { http } } }).concat(api.middleware),
  });
}
