import { createFakeServer } from '@framewise/api-client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToolWorkspace } from '../ToolWorkspace';
import { member, TOOL_CONFIGS, workspaceRoutes } from '../test-utils/fixtures';
import { renderTools } from '../test-utils/render';

const offering = (subjectOnly: number[]) =>
  createFakeServer({
    ...workspaceRoutes({
      ...TOOL_CONFIGS,
      vid2vid: {
        ...TOOL_CONFIGS.vid2vid,
        options: {
          ...TOOL_CONFIGS.vid2vid.options,
          subject_only: subjectOnly.map((value) => ({
            value,
            label: value ? 'On' : 'Off',
            cost: 0,
            vip: false,
            proVip: false,
            fastOnly: false,
          })),
        },
      },
    }),
  });

describe('video to video form', () => {
  it('does not offer subject only when the engine cannot keep only the subject', async () => {
    renderTools(<ToolWorkspace group="vid2vid" />, { server: offering([0]), user: member, path: '/vid2vid' });
    expect(await screen.findByRole('button', { name: 'Generate' })).toBeVisible();
    expect(screen.queryByRole('switch', { name: /Subject only/ })).toBeNull();
    expect(screen.queryByText(/Keeping only the subject is not supported/)).toBeNull();
  });

  it('offers subject only when the engine lists it', async () => {
    renderTools(<ToolWorkspace group="vid2vid" />, { server: offering([0, 1]), user: member, path: '/vid2vid' });
    expect(await screen.findByRole('switch', { name: /Subject only/ })).toBeVisible();
  });
});
