import { describe, expect, it } from 'vitest';
import { makeWork } from './test-utils/fixtures';
import { canLoadMore, initialPager, mergeWorks, type PagerState, pagerReducer } from './work-pager';

const page = (ids: string[], nextCursor: string | null) => ({ items: ids.map((id) => makeWork({ id })), nextCursor });
const ids = (state: PagerState) => state.items.map((w) => w.id);

describe('pagerReducer', () => {
  it('appends pages in order and follows the cursor to the end', () => {
    let s = initialPager('q');
    s = pagerReducer(s, { type: 'requested', key: 'q' });
    expect(s.status).toBe('loading');
    expect(canLoadMore(s)).toBe(false);
    s = pagerReducer(s, { type: 'received', key: 'q', page: page(['a', 'b'], 'c1') });
    expect(s).toMatchObject({ cursor: 'c1', done: false, status: 'ready' });
    expect(canLoadMore(s)).toBe(true);
    s = pagerReducer(s, { type: 'received', key: 'q', page: page(['c'], null) });
    expect(ids(s)).toEqual(['a', 'b', 'c']);
    expect(s.done).toBe(true);
    expect(canLoadMore(s)).toBe(false);
  });

  it('shows a work that moved between pages once, with its newer data', () => {
    let s = pagerReducer(initialPager('q'), { type: 'received', key: 'q', page: page(['a', 'b'], 'c1') });
    const moved = makeWork({ id: 'b', prompt: 'updated' });
    s = pagerReducer(s, {
      type: 'received',
      key: 'q',
      page: { items: [moved, makeWork({ id: 'c' })], nextCursor: null },
    });
    expect(ids(s)).toEqual(['a', 'b', 'c']);
    expect(s.items[1]?.prompt).toBe('updated');
  });

  it('drops answers of a query that is no longer shown', () => {
    let s = pagerReducer(initialPager('old'), { type: 'reset', key: 'new' });
    s = pagerReducer(s, { type: 'received', key: 'old', page: page(['x'], null) });
    s = pagerReducer(s, { type: 'failed', key: 'old', error: new Error('late') });
    expect(s).toEqual(initialPager('new'));
  });

  it('keeps what it has when a page fails, and stops asking until retried', () => {
    let s = pagerReducer(initialPager('q'), { type: 'received', key: 'q', page: page(['a'], 'c1') });
    s = pagerReducer(s, { type: 'failed', key: 'q', error: new Error('offline') });
    expect(ids(s)).toEqual(['a']);
    expect(s.status).toBe('failed');
    expect(canLoadMore(s)).toBe(false);
    expect(s.cursor).toBe('c1');
  });

  it('puts a refreshed first page on top and keeps deeper pages', () => {
    let s = pagerReducer(initialPager('q'), { type: 'received', key: 'q', page: page(['a', 'b'], 'c1') });
    s = pagerReducer(s, { type: 'received', key: 'q', page: page(['c', 'd'], 'c2') });
    s = pagerReducer(s, { type: 'refreshed', key: 'q', page: page(['new', 'a'], 'x') });
    expect(ids(s)).toEqual(['new', 'a', 'b', 'c', 'd']);
    expect(s.cursor).toBe('c2');
  });

  it('treats a refresh before the first page as the first page', () => {
    const s = pagerReducer(initialPager('q'), { type: 'refreshed', key: 'q', page: page(['a'], null) });
    expect(ids(s)).toEqual(['a']);
    expect(s).toMatchObject({ status: 'ready', done: true });
  });

  it('removes deleted works and patches changed ones', () => {
    let s = pagerReducer(initialPager('q'), { type: 'received', key: 'q', page: page(['a', 'b', 'c'], null) });
    s = pagerReducer(s, { type: 'removed', ids: ['b'] });
    s = pagerReducer(s, { type: 'updated', work: { id: 'c', pubStatus: 0 } });
    expect(ids(s)).toEqual(['a', 'c']);
    expect(s.items[1]?.pubStatus).toBe(0);
  });
});

describe('mergeWorks', () => {
  it('appends only new ids', () => {
    const a = makeWork({ id: 'a' });
    expect(mergeWorks([a], [a, makeWork({ id: 'b' })]).map((w) => w.id)).toEqual(['a', 'b']);
  });
});
