import { TASK_STATUS } from '@framewise/contracts/routes';
import { createI18n } from '@framewise/i18n';
import { describe, expect, it } from 'vitest';
import { statusLabel, statusText, taskPhase } from './status-text';

const task = (status: number, extra: { progress?: number; queuePosition?: number | null } = {}) => ({
  status,
  progress: extra.progress ?? 0,
  queuePosition: extra.queuePosition ?? null,
});

describe('task status texts', () => {
  it('maps every status code to its phase', () => {
    expect(taskPhase(TASK_STATUS.CHECK_FAILED)).toBe('checkFailed');
    expect(taskPhase(TASK_STATUS.REJECTED)).toBe('rejected');
    expect(taskPhase(TASK_STATUS.UNDER_CHECK)).toBe('checking');
    expect(taskPhase(TASK_STATUS.QUEUED)).toBe('queued');
    expect(taskPhase(TASK_STATUS.FAILED)).toBe('failed');
    expect(taskPhase(TASK_STATUS.PROCESSING)).toBe('processing');
    expect(taskPhase(TASK_STATUS.SUCCESS)).toBe('success');
  });

  it('says how many jobs are ahead, with the single-job and waiting variants', () => {
    expect(statusText(task(TASK_STATUS.QUEUED, { queuePosition: 4 }))).toEqual({
      key: 'status.queuedAhead',
      values: { ahead: 4 },
    });
    expect(statusText(task(TASK_STATUS.QUEUED, { queuePosition: 1 }))).toEqual({ key: 'status.queuedOne' });
    expect(statusText(task(TASK_STATUS.QUEUED, { queuePosition: 0 }))).toEqual({ key: 'status.queuedWaiting' });
    expect(statusText(task(TASK_STATUS.QUEUED, { queuePosition: null }))).toEqual({ key: 'status.queuedWaiting' });
  });

  it('shows progress while processing, clamped to 0-100', () => {
    expect(statusText(task(TASK_STATUS.PROCESSING, { progress: 42.4 }))).toEqual({
      key: 'status.processing',
      values: { progress: 42 },
    });
    expect(statusText(task(TASK_STATUS.PROCESSING, { progress: 180 }))).toMatchObject({ values: { progress: 100 } });
  });

  it('gives every status a text in each language, the failure one with the refund notice', () => {
    for (const language of ['zh', 'en', 'ja'] as const) {
      const i18n = createI18n({ language });
      const t = i18n.getFixedT(language, 'tools');
      const texts = [-5, -4, -3, -2, -1, 0, 1].map((status) =>
        statusLabel(t, statusText(task(status, { progress: 30, queuePosition: 3 }))),
      );
      expect(new Set(texts).size).toBe(7);
      expect(texts.every((s) => !s.startsWith('status.'))).toBe(true);
    }
    const t = createI18n({ language: 'en' }).getFixedT('en', 'tools');
    expect(t('status.queuedAhead', { ahead: 3 })).toBe('Queued: 3 jobs ahead');
    expect(t('status.failed')).toMatch(/please try again/i);
    expect(createI18n({ language: 'zh' }).getFixedT('zh', 'tools')('status.failed')).toContain('积分已退还');
  });
});
