import { createI18n, I18nProvider } from '@framewise/i18n';
import { ToastProvider } from '@framewise/ui-kit';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompareView } from './CompareView';

// jsdom has no layout: the stage measures 1000×600 at (0, 0), and the pictures report their natural sizes on load.
const STAGE = { left: 0, top: 0, width: 1000, height: 600 };

const stageSide = (side: 'width' | 'height') =>
  function (this: HTMLElement) {
    return this.dataset.testid === 'compare-stage' ? STAGE[side] : 0;
  };

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(stageSide('width'));
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(stageSide('height'));
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const box = this.dataset.testid === 'compare-stage' ? STAGE : { left: 0, top: 0, width: 0, height: 0 };
    return { ...box, x: box.left, y: box.top, right: box.left + box.width, bottom: box.top + box.height } as DOMRect;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderView(props: { onClose?: () => void; downloadName?: string } = {}) {
  const onClose = props.onClose ?? vi.fn();
  render(
    <I18nProvider i18n={createI18n({ language: 'en' })}>
      <ToastProvider>
        <CompareView open onClose={onClose} before="/u/source.png" after="/w/result.png" {...props} />
      </ToastProvider>
    </I18nProvider>,
  );
  return { onClose };
}

function load(testId: string, width: number, height: number) {
  const img = screen.getByTestId(testId) as HTMLImageElement;
  Object.defineProperty(img, 'naturalWidth', { value: width, configurable: true });
  Object.defineProperty(img, 'naturalHeight', { value: height, configurable: true });
  fireEvent.load(img);
}

/** Both pictures loaded: a 4x upscale of 1024×768, which fits the 1000×600 stage at 600 / 3072 (20 %). */
function loadPictures() {
  act(() => {
    load('compare-before', 1024, 768);
    load('compare-after', 4096, 3072);
  });
}

const layerOf = (testId: string) => screen.getByTestId(testId).parentElement as HTMLElement;
const zoomLevel = () => screen.getByTestId('compare-zoom');

describe('CompareView', () => {
  it('is a dialog named by its title, with focus on the divider, labelled pictures and their resolutions', () => {
    renderView();
    const dialog = screen.getByRole('dialog', { name: 'Before and after' });
    const slider = within(dialog).getByRole('slider', { name: 'Before and after' });
    expect(slider).toHaveFocus();
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    expect(slider).toHaveAccessibleDescription(/Drag the divider to compare/);
    expect(within(dialog).getByText('Loading the full-size pictures…')).toBeInTheDocument();

    loadPictures();
    expect(within(dialog).getByRole('img', { name: 'Before' })).toHaveAttribute('src', '/u/source.png');
    expect(within(dialog).getByRole('img', { name: 'After' })).toHaveAttribute('src', '/w/result.png');
    expect(within(dialog).getByText('Before 1024×768')).toBeVisible();
    expect(within(dialog).getByText('After 4096×3072')).toBeVisible();
    expect(within(dialog).queryByText('Loading the full-size pictures…')).toBeNull();
  });

  it('draws the source at the result’s size, on the same transform as the result', () => {
    renderView();
    loadPictures();
    const after = layerOf('compare-after');
    const before = layerOf('compare-before');
    expect(before.style.width).toBe('4096px');
    expect(before.style.height).toBe('3072px');
    expect(before.style.transform).toBe(after.style.transform);
    // Fit: 600 / 3072 of the picture, centred across the stage.
    expect(after.style.transform).toBe('translate(100px, 0px) scale(0.1953125)');
  });

  it('moves the divider by keyboard and clips the source at it', async () => {
    const user = userEvent.setup();
    renderView();
    loadPictures();
    const slider = screen.getByRole('slider');
    const clip = () => (screen.getByTestId('compare-before').closest('.fw-compare-stage__before') as HTMLElement).style;
    // The picture spans x 100..900 at fit; the divider at 50 % sits at x 500.
    expect(slider.style.left).toBe('500px');
    expect(clip().clipPath).toBe('inset(0 500px 0 0)');

    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowRight}{/Shift}');
    expect(slider).toHaveAttribute('aria-valuenow', '62');
    expect(slider).toHaveAttribute('aria-valuetext', 'Showing 62% of the original');
    expect(slider.style.left).toBe('596px');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(clip().clipPath).toBe('inset(0 900px 0 0)');
    await user.keyboard('{End}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
  });

  it('moves the divider with a pointer drag while the whole picture shows', () => {
    renderView();
    loadPictures();
    const stage = screen.getByTestId('compare-stage');
    fireEvent.pointerDown(stage, { pointerId: 1, pointerType: 'touch', clientX: 300, clientY: 300 });
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '25');
    fireEvent.pointerMove(stage, { pointerId: 1, pointerType: 'touch', clientX: 700, clientY: 200 });
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '75');
    fireEvent.pointerUp(stage, { pointerId: 1, pointerType: 'touch', clientX: 700, clientY: 200 });
    fireEvent.pointerMove(stage, { pointerId: 1, pointerType: 'touch', clientX: 100, clientY: 200 });
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '75');
  });

  it('zooms with the buttons and keys, shows real pixels at 100 %, and fits again', async () => {
    const user = userEvent.setup();
    renderView();
    loadPictures();
    const fit = screen.getByRole('button', { name: 'Fit' });
    const actual = screen.getByRole('button', { name: 'Real pixels (100%)' });
    expect(zoomLevel()).toHaveTextContent('20%');
    expect(fit).toHaveAttribute('aria-pressed', 'true');
    expect(actual).toHaveAttribute('aria-pressed', 'false');
    expect(fit).toHaveClass('fw-button--primary');
    expect(actual).toHaveClass('fw-button--secondary');
    // Fit is as far out as it goes.
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(zoomLevel()).toHaveTextContent('24%');
    expect(fit).toHaveAttribute('aria-pressed', 'false');

    await user.click(actual);
    expect(zoomLevel()).toHaveTextContent('100%');
    expect(actual).toHaveAttribute('aria-pressed', 'true');
    expect(actual).toHaveClass('fw-button--primary');
    // Zoomed around the centre of the stage: the picture's centre stays there.
    expect(layerOf('compare-after').style.transform).toBe('translate(-1548px, -1236px) scale(1)');

    screen.getByRole('slider').focus();
    await user.keyboard('+');
    expect(zoomLevel()).toHaveTextContent('125%');
    await user.keyboard('-');
    expect(zoomLevel()).toHaveTextContent('100%');
    await user.keyboard('0');
    expect(zoomLevel()).toHaveTextContent('20%');
    expect(fit).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('1');
    expect(zoomLevel()).toHaveTextContent('100%');
  });

  it('pans a zoomed picture by Alt + arrows and by dragging, never past its edges', async () => {
    const user = userEvent.setup();
    renderView();
    loadPictures();
    screen.getByRole('slider').focus();
    await user.keyboard('1');
    const transform = () => layerOf('compare-after').style.transform;
    expect(transform()).toBe('translate(-1548px, -1236px) scale(1)');

    await user.keyboard('{Alt>}{ArrowLeft}{ArrowUp}{/Alt}');
    expect(transform()).toBe('translate(-1448px, -1176px) scale(1)');
    // Alt + arrows pan; the divider stays where it was.
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '50');

    const stage = screen.getByTestId('compare-stage');
    fireEvent.pointerDown(stage, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 200, clientY: 200 });
    fireEvent.pointerMove(stage, { pointerId: 1, pointerType: 'mouse', clientX: 250, clientY: 150 });
    expect(transform()).toBe('translate(-1398px, -1226px) scale(1)');
    fireEvent.pointerMove(stage, { pointerId: 1, pointerType: 'mouse', clientX: 9000, clientY: 9000 });
    expect(transform()).toBe('translate(0px, 0px) scale(1)');
    fireEvent.pointerUp(stage, { pointerId: 1, pointerType: 'mouse' });
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '50');
  });

  it('pinch-zooms with two fingers', () => {
    renderView();
    loadPictures();
    const stage = screen.getByTestId('compare-stage');
    const touch = (type: 'pointerDown' | 'pointerMove', pointerId: number, clientX: number) =>
      fireEvent[type](stage, { pointerId, pointerType: 'touch', clientX, clientY: 300 });
    touch('pointerDown', 1, 450);
    touch('pointerDown', 2, 550);
    touch('pointerMove', 1, 250);
    touch('pointerMove', 2, 750);
    // Five times the spread: 20 % becomes 98 %.
    expect(zoomLevel()).toHaveTextContent('98%');
  });

  it('zooms with the wheel around the pointer', () => {
    renderView();
    loadPictures();
    fireEvent.wheel(screen.getByTestId('compare-stage'), { deltaY: -100, clientX: 500, clientY: 300 });
    expect(Number.parseInt(zoomLevel().textContent ?? '', 10)).toBeGreaterThan(20);
  });

  it('closes on Esc and offers the download only when given a file name', async () => {
    const user = userEvent.setup();
    const { onClose } = renderView();
    expect(screen.queryByRole('button', { name: 'Download result' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('downloads the result under the given name', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async (_url: string) => ({ status: 200, blob: async () => new Blob(['png']) }));
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:result');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderView({ downloadName: 'framewise-upscale-20261124-abc.png' });
    await user.click(screen.getByRole('button', { name: 'Download result' }));
    expect(await screen.findByText('Downloaded')).toBeVisible();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/w/result.png');
    expect(clicked).toEqual(['framewise-upscale-20261124-abc.png']);
  });

  it('says so when a picture does not load', () => {
    renderView();
    fireEvent.error(screen.getByTestId('compare-after'));
    expect(screen.getByRole('alert')).toHaveTextContent("The pictures didn't load.");
  });
});
