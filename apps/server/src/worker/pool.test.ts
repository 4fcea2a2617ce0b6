import { describe, expect, it } from 'vitest';
import type { Task } from '../modules/tasks';
import { ClaimGroup } from './pool';

const task = (id: string) => ({ id }) as Task;

describe('ClaimGroup', () => {
  it('fills the slots that ask together with one batch claim, each slot one task', async () => {
    const limits: number[] = [];
    const queue = ['a', 'b'];
    const group = new ClaimGroup(async (limit) => {
      limits.push(limit);
      return queue.splice(0, limit).map(task);
    });
    const got = await Promise.all([group.next(), group.next(), group.next()]);
    expect(limits).toEqual([3]);
    expect(got.map((t) => t?.id)).toEqual(['a', 'b', undefined]);
  });

  it('serves a slot that asks during a claim with the next claim, and passes a failure to the slots it was for', async () => {
    const limits: number[] = [];
    let release: () => void = () => {};
    let calls = 0;
    const group = new ClaimGroup(async (limit) => {
      limits.push(limit);
      calls++;
      if (calls === 1) {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        throw new Error('database gone');
      }
      return [task(`t${calls}`)];
    });
    const first = group.next();
    await new Promise((resolve) => setImmediate(resolve));
    const second = group.next(); // while the first claim runs
    release();
    await expect(first).rejects.toThrow('database gone');
    expect((await second)?.id).toBe('t2');
    expect(limits).toEqual([1, 1]);
  });
});
