import { useTranslation } from '@framewise/i18n';
import { Modal } from '@framewise/ui-kit';
import type { ReactNode } from 'react';
import type { PurchaseIntent } from '../purchase-intent';
import { PurchaseHarness } from './PurchaseHarness';

/** Stories: a points panel inside the modal the app shell puts it in, opened by a buy button with intent. */
export function PointModalFrame({ intent, children }: { intent?: PurchaseIntent | undefined; children: ReactNode }) {
  const { t } = useTranslation('app');
  return (
    <PurchaseHarness {...(intent ? { intent } : {})}>
      <Modal open onClose={() => {}} title={t('modals.point.title')} width={560}>
        {children}
      </Modal>
    </PurchaseHarness>
  );
}
