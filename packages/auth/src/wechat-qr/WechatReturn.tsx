import { errorMessage } from '@framewise/api-client';
import { useTranslation } from '@framewise/i18n';
import { useAppDispatch } from '@framewise/stores';
import { useToast } from '@framewise/ui-kit';
import { useEffect, useRef } from 'react';
import { finishWechatReturn, readWechatReturn, withoutWechatParams } from './wechat-return';

/**
 * Mounted once by the domestic app: when the page is WeChat's return to /m/member with ?code=, it drops code and
 * state from the address bar and finishes the login (or binding), telling the user how it went. Renders nothing.
 */
export function WechatReturn() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = readWechatReturn(window.location);
    if (!params) return;
    window.history.replaceState(window.history.state, '', withoutWechatParams(window.location.href));
    dispatch(finishWechatReturn(params)).then(
      (outcome) => {
        if (outcome === 'logged_in') toast.show({ type: 'success', text: t('login.success') });
        else if (outcome === 'bound') toast.show({ type: 'success', text: t('login.wechatReturn.bound') });
        else if (outcome === 'need_phone') toast.show({ type: 'info', text: t('login.wechatReturn.bindPhone') });
        else toast.show({ type: 'error', text: t('login.wechatReturn.stateMismatch') });
      },
      (err: unknown) => toast.show({ type: 'error', text: errorMessage(err, (key) => tCommon(key)) }),
    );
  }, [dispatch, toast, t, tCommon]);

  return null;
}
