import { describe, expect, it } from 'vitest';
import { dependentsOf } from './changesets-flow.mjs';

describe('the packages a change reaches', () => {
  it('are its direct and indirect dependents, through dependencies only', () => {
    const manifests = [
      { name: 'i18n' },
      { name: 'ui-kit', dependencies: { i18n: 'workspace:^' } },
      { name: 'upload', dependencies: { 'ui-kit': 'workspace:^' } },
      { name: 'auth', dependencies: { upload: 'workspace:^' } },
      { name: 'stores', devDependencies: { 'ui-kit': 'workspace:^' } },
    ];
    expect([...dependentsOf('ui-kit', manifests)].sort()).toEqual(['auth', 'upload']);
    expect(dependentsOf('auth', manifests).size).toBe(0);
  });
});
