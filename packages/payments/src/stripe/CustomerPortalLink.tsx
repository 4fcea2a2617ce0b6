import { errorMessage, useStripeCustomerPortalMutation } from '@framewise/api-client';
import { useTranslation } from '@framewise/i18n';
import { Button, useToast } from '@framewise/ui-kit';
import { useState } from 'react';

export interface CustomerPortalLinkProps {
  /** Leaves the app for a URL; window.location.assign by default. */
  assign?: (url: string) => void;
}

/** Opens the card provider's customer portal (invoices, card, cancellation) for the user's subscription. */
export function CustomerPortalLink({ assign = (url) => window.location.assign(url) }: CustomerPortalLinkProps) {
  const { t } = useTranslation('pay');
  const { t: tCommon } = useTranslation();
  const [openPortal] = useStripeCustomerPortalMutation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="ghost"
      loading={busy}
      onClick={() => {
        setBusy(true);
        openPortal()
          .unwrap()
          .then(
            ({ url }) => assign(url),
            (err: unknown) => {
              setBusy(false);
              toast.show({ type: 'error', text: errorMessage(err, (key) => tCommon(key)) });
            },
          );
      }}
    >
      {t('card.portal')}
    </Button>
  );
}
