import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { NAMESPACES, namespaces } from './resources';

type Tree = { [k: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

describe('translation resources', () => {
  for (const ns of NAMESPACES) {
    const reference = leaves(namespaces[ns].zh as Tree);
    for (const lng of LANGUAGES) {
      it(`${ns}: every key exists and is non-empty in ${lng}`, () => {
        const these = leaves(namespaces[ns][lng] as Tree);
        const missing = [...reference.keys()].filter((k) => !these.has(k));
        const extra = [...these.keys()].filter((k) => !reference.has(k));
        const empty = [...these].filter(([, v]) => v.trim() === '').map(([k]) => k);
        expect({ missing, extra, empty }).toEqual({ missing: [], extra: [], empty: [] });
      });
    }
    it(`${ns}: interpolation variables match across languages`, () => {
      const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      for (const lng of LANGUAGES) {
        const these = leaves(namespaces[ns][lng] as Tree);
        for (const [k, zh] of reference) expect([lng, k, vars(these.get(k) ?? '')]).toEqual([lng, k, vars(zh)]);
      }
    });
  }
});
