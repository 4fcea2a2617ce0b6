import { createFakeServer } from '@framewise/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { askToolEarly } from './ask-tool-early';
import { ToolWorkspace } from './ToolWorkspace';
import { member, workspaceRoutes } from './test-utils/fixtures';
import { createPreviewStore } from './test-utils/preview';
import { renderTools } from './test-utils/render';

const ASKED = [
  'GET /api/config/tools',
  'GET /api/config/generate',
  'GET /api/video/modelList',
  'GET /api/config/model',
  'GET /api/config/example',
] as const;

describe("askToolEarly (the tool pages' askEarly)", () => {
  it('asks at start-up what the workspace then shows, so the workspace asks none of it again', async () => {
    for (const path of ['/ai-video-generator', '/ai-video-generator?tool=img2video']) {
      const server = createFakeServer(workspaceRoutes());
      const { store } = createPreviewStore({ server, user: member });
      askToolEarly('aiVideo')({ dispatch: store.dispatch, search: new URL(path, 'http://app.test').searchParams });
      const asked = () =>
        ASKED.flatMap((route) => server.callsTo(route).map((call) => `${route} ${call.query.type ?? ''}`));
      await waitFor(() => expect(server.callsTo('GET /api/config/tools')).toHaveLength(1));
      const early = asked().sort();
      expect(early.length, path).toBeGreaterThan(1);
      const { unmount } = renderTools(<ToolWorkspace group="aiVideo" />, { server, store, path });
      await screen.findByRole('button', { name: 'Generate' });
      // The form and the results asked nothing more of these.
      expect(asked().sort(), path).toEqual(early);
      unmount();
    }
  });
});
