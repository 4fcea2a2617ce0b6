import { TASK_STATUS } from '@framewise/contracts/routes';
import { createI18n } from '@framewise/i18n';
import { describe, expect, it } from 'vitest';
import { statusBadgeOf } from './work-status';

describe('statusBadgeOf', () => {
  const i18n = createI18n({ language: 'en' });
  const text = (status: number, progress = 0, queue: number | null = null) => {
    const badge = statusBadgeOf({ status: status as never, progress }, queue);
    // Values vary by key, which i18next's per-key typing cannot follow (the component casts the same way).
    const t = i18n.t as unknown as (key: string, values: Record<string, number>) => string;
    return [t(`works:${badge.key}`, badge.values), badge.tone];
  };

  it('says a task the user cancelled was cancelled, not that it failed', () => {
    const badge = statusBadgeOf({ status: TASK_STATUS.FAILED, progress: 0, cancelled: true });
    expect(badge).toEqual({ key: 'status.cancelled', values: {}, tone: 'pending' });
    expect(i18n.t(`works:${badge.key}`)).toBe('Cancelled');
  });

  it('has a label and a tone for every status code', () => {
    expect(text(TASK_STATUS.CHECK_FAILED)).toEqual(['Check failed', 'danger']);
    expect(text(TASK_STATUS.REJECTED)).toEqual(['Rejected', 'danger']);
    expect(text(TASK_STATUS.UNDER_CHECK)).toEqual(['Under check', 'pending']);
    expect(text(TASK_STATUS.QUEUED)).toEqual(['Queued', 'pending']);
    expect(text(TASK_STATUS.QUEUED, 0, 3)).toEqual(['Queued · 3 ahead', 'pending']);
    expect(text(TASK_STATUS.FAILED)).toEqual(['Failed', 'danger']);
    expect(text(TASK_STATUS.PROCESSING, 42)).toEqual(['Generating 42%', 'active']);
    expect(text(TASK_STATUS.SUCCESS)).toEqual(['Done', 'success']);
  });
});
