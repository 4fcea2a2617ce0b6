import { PUBLICATION_STATUS, TASK_STATUS } from '@framewise/contracts/routes';
import { createI18n, LANGUAGES } from '@framewise/i18n';
import { describe, expect, it } from 'vitest';
import { publicationDoneKey, publicationOf, publicationTextKeys, pubStatusFor } from './publication';

const finished = { status: TASK_STATUS.SUCCESS, private: false } as const;

describe('publicationOf', () => {
  it.each([
    [null, 'private', ['publish', 'contribute']],
    [PUBLICATION_STATUS.PUBLIC, 'public', ['contribute', 'withdraw']],
    [PUBLICATION_STATUS.CONTRIBUTE, 'contributed', ['withdraw']],
    // The server refuses every change while a contribution is under check: nothing to press.
    [PUBLICATION_STATUS.UNDER_CHECK, 'underCheck', []],
    [PUBLICATION_STATUS.REJECTED, 'rejected', ['withdraw']],
  ] as const)('pubStatus %s is %s with actions %j', (pubStatus, state, actions) => {
    expect(publicationOf({ ...finished, pubStatus })).toEqual({ state, actions });
  });

  it('cannot offer a work that has not finished', () => {
    for (const status of [TASK_STATUS.QUEUED, TASK_STATUS.PROCESSING, TASK_STATUS.UNDER_CHECK]) {
      expect(publicationOf({ status, private: false, pubStatus: null })).toEqual({
        state: 'unavailable',
        reason: 'notFinished',
        actions: [],
      });
    }
  });

  it('cannot offer a failed, rejected or check-failed work', () => {
    for (const status of [TASK_STATUS.FAILED, TASK_STATUS.REJECTED, TASK_STATUS.CHECK_FAILED]) {
      expect(publicationOf({ status, private: false, pubStatus: null })).toMatchObject({
        state: 'unavailable',
        reason: 'failed',
      });
    }
  });

  it('cannot offer a work made in private mode, whatever its status says', () => {
    expect(publicationOf({ ...finished, private: true, pubStatus: PUBLICATION_STATUS.PUBLIC })).toEqual({
      state: 'unavailable',
      reason: 'private',
      actions: [],
    });
  });
});

describe('pubStatusFor', () => {
  it('sends 0 to publish, 1 to contribute and null to withdraw', () => {
    expect(pubStatusFor('publish')).toBe(0);
    expect(pubStatusFor('contribute')).toBe(1);
    expect(pubStatusFor('withdraw')).toBeNull();
  });
});

describe('publication texts', () => {
  const cases = [
    publicationOf({ ...finished, pubStatus: null }),
    publicationOf({ ...finished, pubStatus: PUBLICATION_STATUS.PUBLIC }),
    publicationOf({ ...finished, pubStatus: PUBLICATION_STATUS.CONTRIBUTE }),
    publicationOf({ ...finished, pubStatus: PUBLICATION_STATUS.UNDER_CHECK }),
    publicationOf({ ...finished, pubStatus: PUBLICATION_STATUS.REJECTED }),
    publicationOf({ status: TASK_STATUS.PROCESSING, private: false, pubStatus: null }),
    publicationOf({ status: TASK_STATUS.FAILED, private: false, pubStatus: null }),
    publicationOf({ ...finished, private: true, pubStatus: null }),
  ];

  it.each(LANGUAGES)('every state, hint, action and answer has a text in %s', (language) => {
    const i18n = createI18n({ language });
    const keys = cases.flatMap((p) => {
      const k = publicationTextKeys(p);
      return [k.label, k.hint, ...k.actions.map((a) => a.label)];
    });
    const answers = [null, 0, 1, 2, 3].map((s) => publicationDoneKey(s as 0 | 1 | 2 | 3 | null));
    for (const key of [...keys, ...answers]) expect(i18n.exists(`works:${key}`), key).toBe(true);
  });

  it('names the states in English', () => {
    const i18n = createI18n({ language: 'en' });
    const label = (pubStatus: 0 | 1 | 2 | 3 | null) =>
      i18n.t(`works:${publicationTextKeys(publicationOf({ ...finished, pubStatus })).label}`);
    expect([label(null), label(0), label(1), label(2), label(3)]).toEqual([
      'Only you',
      'Public',
      'Contributed',
      'Contribution under review',
      'Contribution rejected',
    ]);
    const unable = publicationTextKeys(publicationOf({ ...finished, private: true, pubStatus: null }));
    expect(i18n.t(`works:${unable.label}`)).toBe('Unable to contribute');
    expect(i18n.t(`works:${publicationDoneKey(2)}`)).toBe('Contributed, now under review');
  });
});
