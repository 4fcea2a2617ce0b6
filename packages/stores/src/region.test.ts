import { describe, expect, it } from 'vitest';
import { getRegion } from './region';
import { createAppStore } from './store';
import { fakeServices } from './test-utils/fixtures';

describe('getRegion', () => {
  it("reads the build's region from the store's services", () => {
    const domestic = createAppStore({ services: fakeServices().services });
    const overseas = createAppStore({ services: fakeServices([], { region: 'global' }).services });
    expect(domestic.dispatch(getRegion())).toBe('cn');
    expect(overseas.dispatch(getRegion())).toBe('global');
  });
});
