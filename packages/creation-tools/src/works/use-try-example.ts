import type { Tool } from '@framewise/contracts/routes';
import { MODE } from '@framewise/contracts/routes';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toolRoute } from '../config/tools';
import { applyDrawSame } from '../drafts';
import { useToolExample } from './tool-examples';

/**
 * The "try an example" button of an empty state: opens the tool with the server's example settings in its draft
 * (as a gallery draw same: the example's files are not the user's, so only its settings and prompt are copied),
 * or just opens the tool when there is no example.
 */
export function useTryExample(tool: Tool): () => void {
  const navigate = useNavigate();
  const example = useToolExample(tool);
  return useCallback(() => {
    if (!example) {
      navigate(toolRoute(tool));
      return;
    }
    navigate(
      applyDrawSame(
        { tool, params: example.params, prompt: example.prompt, mode: MODE.NORMAL, isOwner: false },
        { fromGallery: true },
      ),
    );
  }, [example, navigate, tool]);
}
