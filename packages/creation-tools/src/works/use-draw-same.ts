import type { Work } from '@framewise/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { applyDrawSame } from '../drafts';

/**
 * "Draw same": copies a work's settings into its tool's draft and opens the tool. From the gallery the draft is
 * marked so the tool screen keeps it through one reset, and someone else's uploads are not copied.
 */
export function useDrawSame(origin: 'mine' | 'gallery'): (work: Work) => void {
  const navigate = useNavigate();
  return useCallback(
    (work: Work) => navigate(applyDrawSame(work, { fromGallery: origin === 'gallery' })),
    [navigate, origin],
  );
}
