import { describe, expect, it } from 'vitest';
import { PromptProgress } from './progress';

describe('PromptProgress', () => {
  it('weights nodes, counts cached ones, follows the running node and ends at 100', () => {
    const p = new PromptProgress(['1', '2', '3', '4'], { '3': 7 }); // total weight 10
    expect(p.percent()).toBe(0);
    p.cached(['1']);
    expect(p.percent()).toBe(10);
    p.executing('2');
    p.executing('3'); // node 2 finished when 3 started
    expect(p.percent()).toBe(20);
    p.progress(5, 10); // half of the sampler
    expect(p.percent()).toBeCloseTo(55);
    p.progress(2, 10); // progress never goes back
    expect(p.percent()).toBeCloseTo(55);
    p.executing('4');
    expect(p.percent()).toBe(90);
    p.executing(null);
    expect(p.percent()).toBe(100);
  });

  it('ignores nodes it does not know and empty maxima', () => {
    const p = new PromptProgress(['1']);
    p.cached(['99']);
    p.progress(1, 0, '1');
    p.executed('42');
    expect(p.percent()).toBe(0);
    p.executed('1');
    expect(p.percent()).toBe(100);
  });
});
