import { describe, expect, it } from 'vitest';
import { getBrand, getBuildFeatures } from './build-features';
import { createAppStore } from './store';
import { fakeServices } from './test-utils/fixtures';
import { PREVIEW_BUILDS } from './testing/preview-builds';

describe('getBuildFeatures and getBrand', () => {
  it("read the build's features and brand from the store's services", () => {
    const domestic = createAppStore({ services: fakeServices().services });
    const overseas = createAppStore({ services: fakeServices([], PREVIEW_BUILDS.global).services });
    expect(domestic.dispatch(getBuildFeatures())).toMatchObject({ activationCode: false, priceFormat: 'yuan' });
    expect(domestic.dispatch(getBrand())).toBe('domestic');
    expect(overseas.dispatch(getBuildFeatures())).toMatchObject({ activationCode: true, priceFormat: 'currency' });
    expect(overseas.dispatch(getBrand())).toBe('overseas');
  });
});
