import { describe, expect, it } from 'vitest';
import { isServerRegionNeutral, isSharedSource, regionBranchesIn } from './region-branches.mjs';

const lines = (text) => regionBranchesIn(text).map((found) => found.line);

describe('regionBranchesIn', () => {
  it('finds comparisons with the region, the brand or a region name, however written', () => {
    const source = [
      "if (region === 'cn') return;", // 1
      "const overseas = build.region !== 'cn';", // 2
      "const x = 'global' === services.region ? a : b;", // 3
      'if (config.abroad) routes.push(google);', // 4
      "const d = brand == 'domestic';", // 5
      'switch (build.region) {', // 6
      "  case 'global':", // 7
      "const y = kind === 'overseas';", // 8
    ].join('\n');
    expect(lines(source)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('lets capabilities, region values passed along and comments through', () => {
    const source = [
      'if (features.activationCode) open();',
      "const http = createHttpClient({ region: build.region, getVisitorId: () => '' });",
      "export const REGIONS: readonly Region[] = ['cn', 'global'];",
      "const terms = termsOf(pkg, 'yuan');",
      '// the old check was region === cn, kept abroad',
      '/* if (abroad) nothing */ const url = "https://example.com/global";',
      "const price = priceFormat === 'yuan' ? a : b;",
      'if (region !== undefined && known) use(region);',
      'const given = region != null;',
    ].join('\n');
    expect(regionBranchesIn(source)).toEqual([]);
  });

  it('gives the line and its code', () => {
    expect(regionBranchesIn("const a = 1;\n  if (region === 'cn') go();\n")).toEqual([
      { line: 2, code: "if (region === 'cn') go();" },
    ]);
  });
});

describe('isSharedSource', () => {
  it("covers the packages' sources, not the apps, the server or tooling", () => {
    expect(isSharedSource('packages/payments/src/catalogue.ts')).toBe(true);
    expect(isSharedSource('packages/auth/src/test-utils/preview.tsx')).toBe(true);
    expect(isSharedSource('apps/domestic/src/config.ts')).toBe(false);
    expect(isSharedSource('apps/server/src/modules/pay/pricing.ts')).toBe(false);
    expect(isSharedSource('packages/engine/workflows/x.json')).toBe(false);
  });
});

describe('isServerRegionNeutral', () => {
  it('covers the server but its region module, migrations and test code', () => {
    expect(isServerRegionNeutral('apps/server/src/modules/pay/upgrade.ts')).toBe(true);
    expect(isServerRegionNeutral('apps/server/src/worker/pool.ts')).toBe(true);
    expect(isServerRegionNeutral('apps/server/src/region.ts')).toBe(false);
    expect(isServerRegionNeutral('apps/server/src/config/login.ts')).toBe(true);
    expect(isServerRegionNeutral('apps/server/src/db/migrations/0004_points_membership.ts')).toBe(false);
    expect(isServerRegionNeutral('apps/server/src/modules/points/testing.ts')).toBe(false);
    expect(isServerRegionNeutral('apps/server/src/modules/pay/pay.test.ts')).toBe(false);
    expect(isServerRegionNeutral('packages/payments/src/catalogue.ts')).toBe(false);
  });
});
