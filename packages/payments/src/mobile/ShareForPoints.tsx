import '../payments.css';
import { errorMessage } from '@framewise/api-client';
import type { ShareBonusAnswer } from '@framewise/contracts';
import { useTranslation } from '@framewise/i18n';
import { selectUser, useAppDispatch, useAppSelector } from '@framewise/stores';
import { Button } from '@framewise/ui-kit';
import { useEffect, useState } from 'react';
import { useSurface } from '../hooks';
import { claimShareBonus, shareLink } from './share-bonus';
import { signedWechatSdk } from './wechat-sdk';

type Note = { kind: 'result'; answer: ShareBonusAnswer } | { kind: 'error'; text: string } | null;

/**
 * Share to a group chat for current-day points. Inside WeChat the JS-SDK's share menu carries the
 * link and a completed share claims the bonus; elsewhere the link is copied to paste into a chat. The server grants
 * at most the configured number a day; what was granted shows here and in the balance above.
 */
export function ShareForPoints() {
  const { t } = useTranslation('pay');
  const { t: tCommon } = useTranslation();
  const dispatch = useAppDispatch();
  const surface = useSurface();
  const user = useAppSelector(selectUser);
  const [note, setNote] = useState<Note>(null);
  const link = shareLink(window.location.origin, user.invite_code);

  const claim = () =>
    dispatch(claimShareBonus()).then(
      (answer) => setNote({ kind: 'result', answer }),
      (err: unknown) => setNote({ kind: 'error', text: errorMessage(err, (key) => tCommon(key)) }),
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: claim reads only stable values; the menu is set once per link
  useEffect(() => {
    if (surface !== 'wechat') return;
    let live = true;
    dispatch((_d, _g, services) =>
      signedWechatSdk(services.http, ['onMenuShareAppMessage'], services.wechatJsSdkUrl),
    ).then(
      (wx) => {
        if (!live) return;
        wx.onMenuShareAppMessage({
          title: t('share.shareTitle'),
          desc: t('share.shareDesc'),
          link,
          imgUrl: `${window.location.origin}/favicon.svg`,
          success: () => void claim(),
        });
      },
      () => live && setNote({ kind: 'error', text: t('mobile.signatureFailed') }),
    );
    return () => {
      live = false;
    };
  }, [surface, link, dispatch, t]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      setNote({ kind: 'error', text: link });
      return;
    }
    await claim();
  };

  return (
    <section className="fw-pay-share" aria-label={t('share.title')} data-testid="share-for-points">
      <h3 className="fw-pay-share__title">{t('share.title')}</h3>
      <p className="fw-pay-muted">{t('share.body')}</p>
      {surface === 'wechat' ? (
        <p className="fw-pay-share__hint">{t('share.wechatHint')}</p>
      ) : (
        <Button variant="secondary" onClick={() => void copy()}>
          {t('share.copy')}
        </Button>
      )}
      {note?.kind === 'result' && (
        <p role="status" className="fw-pay-share__result">
          {note.answer.points > 0
            ? [
                surface === 'wechat' ? '' : t('share.copied'),
                t('share.granted', { points: note.answer.points }),
                note.answer.remaining > 0 ? t('share.remaining', { count: note.answer.remaining }) : '',
              ]
                .filter(Boolean)
                .join(' · ')
            : t('share.used')}
        </p>
      )}
      {note?.kind === 'error' && (
        <p role="alert" className="fw-pay-mobile__problem">
          {note.text}
        </p>
      )}
    </section>
  );
}
