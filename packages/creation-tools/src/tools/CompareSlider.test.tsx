import { createI18n, I18nProvider } from '@framewise/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CompareSlider } from './CompareSlider';

function renderSlider(initial?: number) {
  return render(
    <I18nProvider i18n={createI18n({ language: 'en' })}>
      <CompareSlider before="/before.png" after="/after.png" initial={initial} />
    </I18nProvider>,
  );
}

const clipOf = () =>
  (screen.getByTestId('compare-slider').querySelector('.fw-compare__before') as HTMLElement).style.clipPath;

describe('CompareSlider', () => {
  it('shows the source left of the divider and the result right of it', () => {
    renderSlider();
    expect(screen.getByRole('img', { name: 'Before' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'After' })).toBeInTheDocument();
    const slider = screen.getByRole('slider', { name: 'Before and after' });
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    expect(slider).toHaveAttribute('aria-valuetext', 'Showing 50% of the original');
    expect(clipOf()).toBe('inset(0 50% 0 0)');
  });

  it('moves by keyboard: arrows, Shift+arrows, Page keys, Home and End', async () => {
    const user = userEvent.setup();
    renderSlider(50);
    const slider = screen.getByRole('slider');
    await user.tab();
    expect(slider).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '52');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(slider).toHaveAttribute('aria-valuenow', '42');
    await user.keyboard('{PageUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '52');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(clipOf()).toBe('inset(0 100% 0 0)');
  });

  it('follows the pointer across the frame', () => {
    renderSlider();
    const frame = screen.getByTestId('compare-slider');
    frame.getBoundingClientRect = () => ({ left: 100, width: 400, top: 0, height: 200 }) as DOMRect;
    fireEvent.pointerDown(frame, { clientX: 200, pointerId: 1 });
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '25');
    fireEvent.pointerMove(frame, { clientX: 400, pointerId: 1 });
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '75');
    fireEvent.pointerUp(frame, { pointerId: 1 });
    fireEvent.pointerMove(frame, { clientX: 120, pointerId: 1 });
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '75');
  });

  it('follows one finger: a second finger is ignored, a drag the browser turns into a scroll puts it back', () => {
    renderSlider();
    const frame = screen.getByTestId('compare-slider');
    frame.getBoundingClientRect = () => ({ left: 100, width: 400, top: 0, height: 200 }) as DOMRect;
    const slider = screen.getByRole('slider');
    const touch = (pointerId: number, clientX: number) => ({ pointerId, pointerType: 'touch', clientX });
    fireEvent.pointerDown(frame, touch(1, 200));
    fireEvent.pointerMove(frame, touch(1, 300));
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    fireEvent.pointerDown(frame, touch(2, 460));
    fireEvent.pointerMove(frame, touch(2, 480));
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    fireEvent.pointerMove(frame, touch(1, 400));
    fireEvent.pointerUp(frame, touch(1, 400));
    expect(slider).toHaveAttribute('aria-valuenow', '75');
    // A vertical swipe: the finger lands (the divider jumps to it), then the page scrolls and the pointer is cancelled.
    fireEvent.pointerDown(frame, touch(3, 140));
    expect(slider).toHaveAttribute('aria-valuenow', '10');
    fireEvent.pointerCancel(frame, touch(3, 140));
    expect(slider).toHaveAttribute('aria-valuenow', '75');
  });
});
