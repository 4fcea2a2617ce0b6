import '../payments.css';
import { errorMessage } from '@framewise/api-client';
import { useTranslation } from '@framewise/i18n';
import { selectUser, useAppSelector } from '@framewise/stores';
import { Button, copyText } from '@framewise/ui-kit';
import { useState } from 'react';
import { useSurface } from '../hooks';
import { SHARE_CLAIM, shareLink, useClaimShareBonusMutation, useWechatShareMenuQuery } from './share-bonus';

/**
 * Share to a group chat for current-day points. Inside WeChat the JS-SDK's share menu carries the
 * link and a completed share claims the bonus; elsewhere the link is copied to paste into a chat. The server grants
 * at most the configured number a day; what was granted shows here and in the balance above.
 */
export function ShareForPoints() {
  const { t } = useTranslation('pay');
  const { t: tCommon } = useTranslation();
  const surface = useSurface();
  const user = useAppSelector(selectUser);
  const [claim, claimed] = useClaimShareBonusMutation(SHARE_CLAIM);
  const [copyFailed, setCopyFailed] = useState(false);
  const { origin, href } = window.location;
  const link = shareLink(origin, user.invite_code);
  const menu = useWechatShareMenuQuery(
    {
      title: t('share.shareTitle'),
      desc: t('share.shareDesc'),
      link,
      imgUrl: `${origin}/favicon.svg`,
      pageUrl: href.split('#')[0] ?? '',
    },
    { skip: surface !== 'wechat' },
  );

  const copy = async () => {
    // With the copy command as the fallback: WeChat's in-app browser may offer no async clipboard.
    if (!(await copyText(link))) {
      setCopyFailed(true);
      return;
    }
    setCopyFailed(false);
    await claim();
  };

  const answer = claimed.data;
  // Where copying failed the link itself shows, to copy by hand.
  const problem = copyFailed
    ? link
    : menu.isError
      ? t('mobile.signatureFailed')
      : claimed.isError
        ? errorMessage(claimed.error, (key) => tCommon(key))
        : null;

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
      {answer && !problem && (
        <p role="status" className="fw-pay-share__result">
          {answer.points > 0
            ? [
                surface === 'wechat' ? '' : t('share.copied'),
                t('share.granted', { points: answer.points }),
                answer.remaining > 0 ? t('share.remaining', { count: answer.remaining }) : '',
              ]
                .filter(Boolean)
                .join(' · ')
            : t('share.used')}
        </p>
      )}
      {problem && (
        <p role="alert" className="fw-pay-mobile__problem">
          {problem}
        </p>
      )}
    </section>
  );
}
