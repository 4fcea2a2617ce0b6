import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoopVideo } from './LoopVideo';

const page = vi.hoisted(() => ({ inUse: false }));
vi.mock('@framewise/ui-kit', async (original) => ({
  ...(await original<typeof import('@framewise/ui-kit')>()),
  usePageInUse: () => page.inUse,
}));

beforeEach(() => {
  page.inUse = false;
});

describe('LoopVideo', () => {
  it('shows its poster and fetches nothing until the page is in use, then loads and plays the loop', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { rerender } = render(<LoopVideo src="/f/waves.mp4" poster="/f/waves.jpg" label="Waves" />);
    const video = screen.getByLabelText('Waves');
    expect(video).toHaveAttribute('poster', '/f/waves.jpg');
    expect(video).not.toHaveAttribute('src');
    expect(video).toHaveAttribute('preload', 'none');
    expect(play).not.toHaveBeenCalled();

    page.inUse = true;
    rerender(<LoopVideo src="/f/waves.mp4" poster="/f/waves.jpg" label="Waves" />);
    expect(video).toHaveAttribute('src', '/f/waves.mp4');
    expect(play).toHaveBeenCalled();
    expect(video).toHaveProperty('muted', true);
    expect(video).toHaveProperty('loop', true);
  });
});
