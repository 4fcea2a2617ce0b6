import { createFakeServer, fail, ok } from '@framewise/api-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CodePanel } from './CodePanel';
import { overseasUser } from './test-utils/fixtures';
import { renderAuth } from './test-utils/render';

const EXCHANGE = 'POST /api/pay/exchange';

describe('CodePanel', () => {
  it('requires a code of at most 20 characters', async () => {
    const server = createFakeServer();
    renderAuth(<CodePanel onClose={vi.fn()} />, { user: overseasUser, server, region: 'global' });
    expect(screen.getByLabelText('Activation code')).toHaveAttribute('maxLength', '20');
    await userEvent.type(screen.getByLabelText('Activation code'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please enter the gift or activation code')).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it('redeems, shows the points granted, refreshes the points and closes', async () => {
    const server = createFakeServer({
      [EXCHANGE]: ok({ points: 300, vip_type: null }),
      'GET /api/user/info': ok({ ...overseasUser, permanentPoints: 400 }),
    });
    const onClose = vi.fn();
    const { store } = renderAuth(<CodePanel onClose={onClose} />, { user: overseasUser, server, region: 'global' });
    await userEvent.type(screen.getByLabelText('Activation code'), ' GIFT-2026 ');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Redeemed: 300 points added')).toBeInTheDocument();
    expect(server.callsTo(EXCHANGE)[0]?.body).toEqual({ code: 'GIFT-2026' });
    expect(store.getState().user.totalPoints).toBe(420);
    expect(onClose).toHaveBeenCalled();
  });

  it('says the membership is active for a code that grants a plan', async () => {
    const server = createFakeServer({
      [EXCHANGE]: ok({ points: 0, vip_type: 'GLOBAL_PRO' }),
      'GET /api/user/info': ok(overseasUser),
    });
    renderAuth(<CodePanel onClose={vi.fn()} />, { user: overseasUser, server, region: 'global' });
    await userEvent.type(screen.getByLabelText('Activation code'), 'PLAN-1');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Redeemed: your membership is active')).toBeInTheDocument();
  });

  it("shows the server's message for a refused code and stays open; cancel closes", async () => {
    const server = createFakeServer({ [EXCHANGE]: fail(400, 'This code has already been used') });
    const onClose = vi.fn();
    renderAuth(<CodePanel onClose={onClose} />, { user: overseasUser, server, region: 'global' });
    await userEvent.type(screen.getByLabelText('Activation code'), 'USED-1');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This code has already been used')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
