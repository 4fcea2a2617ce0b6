import { useTranslation } from '@framewise/i18n';
import { LOGIN_MODAL_WIDTH, Modal } from '@framewise/ui-kit';
import type { ReactNode } from 'react';

/** Stories: a panel inside the modal the app shell puts it in (login: 900 px, title hidden). */
export function ModalFrame({ kind, children }: { kind: 'login' | 'userInfo' | 'code'; children: ReactNode }) {
  const { t } = useTranslation('app');
  const login = kind === 'login';
  return (
    <Modal
      open
      onClose={() => {}}
      title={t(`modals.${kind}.title`)}
      hideTitle={login}
      width={login ? LOGIN_MODAL_WIDTH : undefined}
    >
      {children}
    </Modal>
  );
}
