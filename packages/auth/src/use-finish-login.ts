import { errorMessage } from '@framewise/api-client';
import { useTranslation } from '@framewise/i18n';
import { useAppDispatch } from '@framewise/stores';
import { useToast } from '@framewise/ui-kit';
import { useCallback } from 'react';
import { completeLogin } from './session';

/**
 * The after-login step for a form: completes the login (user, membership, modal, redirect) and shows the success
 * toast, or the error toast when the user could not be loaded. Resolves true on success.
 */
export function useFinishLogin(): () => Promise<boolean> {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  return useCallback(async () => {
    try {
      await dispatch(completeLogin());
      toast.show({ type: 'success', text: t('login.success') });
      return true;
    } catch (err) {
      toast.show({ type: 'error', text: errorMessage(err, (key) => tCommon(key)) });
      return false;
    }
  }, [dispatch, toast, t, tCommon]);
}
