import { errorMessage, useStripeCreateCheckoutMutation } from '@framewise/api-client';
import { useTranslation } from '@framewise/i18n';
import { useToast } from '@framewise/ui-kit';
import { useCallback, useState } from 'react';
import { payReturnUrl } from '../pay-result';
import type { PurchaseItem } from '../purchase-item';
import { type RedirectOptions, redirectToCheckout } from './checkout';

/**
 * Starts the card checkout of an item: POST /api/pay/stripe/createCheckout, then off to the checkout page. busy
 * stays on while the browser leaves; a failure shows the server's message (or the generic one) and clears it.
 */
export function useCardCheckout(redirect: RedirectOptions): { busy: boolean; start(item: PurchaseItem): void } {
  const [createCheckout] = useStripeCreateCheckoutMutation();
  const toast = useToast();
  const { t } = useTranslation('pay');
  const { t: tCommon } = useTranslation();
  const [busy, setBusy] = useState(false);
  const start = useCallback(
    (item: PurchaseItem) => {
      setBusy(true);
      createCheckout({
        batchType: item.batchType,
        type: item.pkg.type,
        quantity: item.quantity,
        returnUrl: payReturnUrl(),
      })
        .unwrap()
        .then((answer) => redirectToCheckout(answer, redirect))
        .catch((err: unknown) => {
          setBusy(false);
          const known = typeof err === 'object' && err !== null && 'kind' in err;
          toast.show({
            type: 'error',
            text: known ? errorMessage(err, (key) => tCommon(key)) : t('card.checkoutFailed'),
          });
        });
    },
    [createCheckout, toast, t, tCommon, redirect],
  );
  return { busy, start };
}
