import { describe, expect, it } from 'vitest';
import { finishAnswer, SharedAnswers, sharedAnswersOf } from './shared-answers';

describe('shared answers', () => {
  it('serves an answer until its time, then forgets it', () => {
    const answers = new SharedAnswers();
    const answer = finishAnswer({ code: 0, data: [1, 2], msg: 'ok' });
    answers.set('k', answer, 1_000);
    expect(answers.get('k', 999)).toMatchObject(answer);
    expect(answers.get('k', 1_000)).toBeUndefined();
    expect(answers.size).toBe(0);
  });

  it('gives the same bytes the same ETag and different bytes another', () => {
    expect(finishAnswer({ a: 1 }).etag).toBe(finishAnswer('{"a":1}').etag);
    expect(finishAnswer({ a: 1 }).etag).not.toBe(finishAnswer({ a: 2 }).etag);
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const answers = new SharedAnswers(2);
    for (const key of ['a', 'b', 'c']) answers.set(key, finishAnswer(key), 10);
    expect(answers.get('a', 0)).toBeUndefined();
    expect(answers.get('c', 0)?.json).toBe('c');
    answers.clear();
    expect(answers.size).toBe(0);
  });

  it('is one per owner', () => {
    const owner = {};
    expect(sharedAnswersOf(owner)).toBe(sharedAnswersOf(owner));
    expect(sharedAnswersOf(owner)).not.toBe(sharedAnswersOf({}));
  });
});
