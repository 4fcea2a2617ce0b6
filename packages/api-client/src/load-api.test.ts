import { describe, expect, it } from 'vitest';
import { api } from './base-api';
import { loadApi } from './load-api';

describe('loadApi', () => {
  it('resolves to the one api every endpoint is injected into', async () => {
    expect(await loadApi()).toBe(api);
  });
});
