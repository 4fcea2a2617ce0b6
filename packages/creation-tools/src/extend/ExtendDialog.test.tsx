import { createFakeServer, fail, ok } from '@framewise/api-client/testing';
import { ErrorCode } from '@framewise/contracts/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  acceptedOf,
  configRoutes,
  EXTEND_CONFIG,
  member,
  TOOL_CONFIGS,
  vipInfoOf,
  workOf,
} from '../tools/test-utils/fixtures';
import { renderTools } from '../tools/test-utils/render';
import { ExtendDialog } from './ExtendDialog';

const EXTEND = 'POST /api/v2/images/text2video/extend';
const source = workOf({ id: 'tk-src', tool: 'text2video', prompt: 'A lighthouse at dusk' });
const accepted = acceptedOf({ id: 'tk-ext', tool: 'extend', status: -2, cost: 3, queuePosition: 1 });

function server(extend: Parameters<typeof createFakeServer>[0] = {}) {
  return createFakeServer({
    ...configRoutes(),
    'GET /api/user/vipInfo': ok(vipInfoOf(member)),
    [EXTEND]: ok(accepted),
    ...extend,
  });
}

async function open({ api = server(), visitor = false } = {}) {
  const onSubmitted = vi.fn();
  const view = renderTools(<ExtendDialog source={source} onClose={() => undefined} onSubmitted={onSubmitted} />, {
    server: api,
    ...(visitor ? {} : { user: member }),
  });
  const dialog = await screen.findByRole('dialog', { name: 'Extend video' });
  await within(dialog).findByRole('radio', { name: /5 s/ });
  return { ...view, api, dialog, onSubmitted };
}

const cost = () => screen.getByTestId('generate-cost');

describe('extend dialog', () => {
  it('offers the server’s durations with the points before submitting, then sends the extension', async () => {
    const { api, onSubmitted } = await open();
    // Base 1 point, 5 s adds nothing.
    expect(cost()).toHaveTextContent('1 point');
    await userEvent.click(screen.getByRole('radio', { name: /10 s/ }));
    expect(cost()).toHaveTextContent('3 points');

    await userEvent.click(screen.getByRole('button', { name: 'Extend' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(accepted, source));
    expect(api.callsTo(EXTEND)[0]?.body).toEqual({
      id: 'tk-src',
      duration: 10,
      prompt: 'A lighthouse at dusk',
      mode: 0,
      private: false,
    });
  });

  it('switches to fast for a 20 s extension and prices it so', async () => {
    const { api } = await open();
    await userEvent.click(screen.getByRole('radio', { name: /20 s/ }));
    expect(screen.getByRole('radio', { name: 'Fast' })).toBeChecked();
    // (1 + 6) points, doubled in fast mode.
    expect(cost()).toHaveTextContent('14 points');
    await userEvent.click(screen.getByRole('button', { name: 'Extend' }));
    await waitFor(() => expect(api.callsTo(EXTEND)).toHaveLength(1));
    expect(api.callsTo(EXTEND)[0]?.body).toMatchObject({ duration: 20, mode: 2 });
  });

  it('gives a visitor the login modal and sends nothing', async () => {
    const { api, store, onSubmitted } = await open({ visitor: true });
    await userEvent.click(screen.getByRole('button', { name: 'Extend' }));
    expect(store.getState().ui.visibleLoginModal).toBe(true);
    expect(api.callsTo(EXTEND)).toEqual([]);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('refuses private mode to non-subscribers with the tier text', async () => {
    const { api } = await open();
    await userEvent.click(screen.getByRole('switch', { name: /Private/ }));
    expect(await screen.findByTestId('generate-problem')).toHaveTextContent('Private mode is for subscribers only.');
    expect(api.callsTo(EXTEND)).toEqual([]);
  });

  it('shows the server’s refusal and offers points when they ran short', async () => {
    const notEnough = 'Not enough points. Buy points or subscribe, then try again.';
    const { store, onSubmitted } = await open({
      api: server({ [EXTEND]: fail(ErrorCode.FORBIDDEN, notEnough, 'membershipErrors.points.notEnough') }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Extend' }));
    const problem = await screen.findByTestId('generate-problem');
    expect(problem).toHaveTextContent(notEnough);
    await userEvent.click(within(problem).getByRole('button', { name: 'Buy points' }));
    expect(store.getState().ui.visiblePointModal).toBe(true);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('says so when the engine does not extend videos', async () => {
    const api = createFakeServer({
      ...configRoutes({ ...TOOL_CONFIGS, extend: { ...EXTEND_CONFIG, available: false } }),
    });
    renderTools(<ExtendDialog source={source} onClose={() => undefined} onSubmitted={() => undefined} />, {
      server: api,
      user: member,
    });
    expect(await screen.findByText('Extending videos is not available right now')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Extend' })).toBeNull();
  });
});
