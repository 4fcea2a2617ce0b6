import { payApi } from '@framewise/api-client';
import { useTranslation } from '@framewise/i18n';
import { refreshVip, useAppDispatch } from '@framewise/stores';
import { useToast } from '@framewise/ui-kit';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { payReturnUrl } from '../pay-result';
import type { PurchaseItem } from '../purchase-item';
import { createQrOrder, type QrOrder, type QrOrderState, type QrOrderTiming } from '../qr-order';
import { ALIPAY_FRAME_SETTLE_MS, PAY_SCENE_OF, type PayWay } from './pay-way';

export interface UseQrOrderOptions {
  item: PurchaseItem;
  payWay: PayWay;
  couponCode?: string;
  /** The success has shown: close the purchase. */
  onDone(): void;
  timing?: Partial<QrOrderTiming>;
}

/**
 * Runs one QR payment while mounted: creates the order for the item, polls it and refreshes the membership when it
 * is paid. Unmounting closes it (polling stops).
 */
export function useQrOrder({ item, payWay, couponCode, onDone, timing }: UseQrOrderOptions) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const { t } = useTranslation('pay');
  const [state, setState] = useState<QrOrderState>({ kind: 'creating' });
  const [codeUrl, setCodeUrl] = useState<string | null>(null);
  const machine = useRef<QrOrder | null>(null);
  const latest = useRef({ onDone, toast, t, timing });
  useLayoutEffect(() => {
    latest.current = { onDone, toast, t, timing };
  });

  useEffect(() => {
    const order = createQrOrder({
      createOrder: () =>
        dispatch(
          payApi.endpoints.createOrder.initiate({
            type: item.pkg.type,
            batchType: item.batchType,
            pay_scene: PAY_SCENE_OF[payWay],
            returnUrl: payReturnUrl(),
            ...(couponCode ? { couponCode } : {}),
          }),
        ).unwrap(),
      // Each look asks the server (forceRefetch); the machine owns the polling and its end.
      checkOrder: (orderId) =>
        dispatch(payApi.endpoints.checkOrder.initiate(orderId, { forceRefetch: true, subscribe: false })).unwrap(),
      onState: (next) => {
        if (next.kind === 'scanning') setCodeUrl(next.codeUrl);
        setState(next);
      },
      onPaid: async () => {
        latest.current.toast.show({ type: 'success', text: latest.current.t('qr.success') });
        await dispatch(refreshVip());
      },
      onDone: () => latest.current.onDone(),
      ...(latest.current.timing ? { timing: latest.current.timing } : {}),
    });
    machine.current = order;
    order.open();
    return () => order.close();
  }, [dispatch, item, payWay, couponCode]);

  return { state, codeUrl, retry: () => machine.current?.retry() };
}

/**
 * Alipay's loading overlay: shown until the frame with a new code has loaded, about 1 s after it is drawn
 *. Other pay ways never show it.
 */
export function useFrameLoading(codeUrl: string | null, enabled: boolean): boolean {
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled || !codeUrl) return;
    const timer = setTimeout(() => setSettled(codeUrl), ALIPAY_FRAME_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [codeUrl, enabled]);
  return enabled && settled !== codeUrl;
}
