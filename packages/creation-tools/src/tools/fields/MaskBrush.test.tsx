import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { instantUploader } from '../test-utils/preview';
import { renderTools } from '../test-utils/render';
import { MaskBrush } from './MaskBrush';

// jsdom has no 2D canvas: a context that takes the drawing calls and keeps the mask image it is given.
const written: { data: Uint8ClampedArray; width: number; height: number }[] = [];

beforeEach(() => {
  written.length = 0;
  vi.stubGlobal(
    'ImageData',
    class {
      constructor(
        readonly data: Uint8ClampedArray,
        readonly width: number,
        readonly height: number,
      ) {}
    },
  );
  const context = {
    clearRect: vi.fn(),
    beginPath: vi.fn(),
    arc: vi.fn(),
    fill: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    stroke: vi.fn(),
    putImageData: (image: { data: Uint8ClampedArray; width: number; height: number }) => written.push(image),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
    done(new Blob(['mask'], { type: 'image/png' })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const status = () => screen.getByTestId('mask-status');

async function openEditor(onChange = vi.fn()) {
  const uploader = instantUploader('/story/mask.png');
  renderTools(<MaskBrush imageUrl="/story/cat.png" value={null} onChange={onChange} />, { uploader });
  await userEvent.click(screen.getByRole('button', { name: 'Paint the motion area' }));
  return { onChange, uploader };
}

describe('mask brush keyboard', () => {
  it('is a focusable, labelled region with its instructions', async () => {
    await openEditor();
    await userEvent.tab();
    const stage = screen.getByLabelText('Paint the area of the reference image that should move');
    expect(stage).toHaveFocus();
    expect(stage).toHaveAccessibleDescription(/Arrow keys move the brush/);
    // The canvas default size (300 x 150) stands in until the picture loads: the cursor starts in the middle.
    expect(status()).toHaveTextContent('Brush at 50%, 50%, size 40, Brush, strokes painted: 0');
  });

  it('moves the cursor, paints, erases, resizes and undoes from the keyboard', async () => {
    await openEditor();
    await userEvent.tab();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}{ArrowDown}');
    // Shift moves 10 % of the shorter side (15 px), a plain arrow 2 % (3 px).
    expect(status()).toHaveTextContent('Brush at 55%, 52%');
    await userEvent.keyboard(' ');
    expect(status()).toHaveTextContent('strokes painted: 1');
    await userEvent.keyboard('e');
    expect(status()).toHaveTextContent('Eraser');
    expect(screen.getByRole('button', { name: 'Eraser' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('++-+');
    expect(status()).toHaveTextContent('size 56');
    await userEvent.keyboard('{Enter}');
    expect(status()).toHaveTextContent('strokes painted: 2');
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(status()).toHaveTextContent('strokes painted: 1');
  });

  it('reaches eraser, undo and clear by Tab', async () => {
    await openEditor();
    await userEvent.tab();
    await userEvent.keyboard(' {ArrowLeft} ');
    await userEvent.tab(); // brush size
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Eraser' })).toHaveFocus();
    await userEvent.tab(); // use this area
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(status()).toHaveTextContent('strokes painted: 1');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(status()).toHaveTextContent('strokes painted: 0');
    // A clear can be undone too.
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(status()).toHaveTextContent('strokes painted: 1');
  });

  it('turns keyboard painting into mask pixels and uploads them', async () => {
    const { onChange, uploader } = await openEditor();
    await userEvent.tab();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift} ');
    await userEvent.click(screen.getByRole('button', { name: 'Use this area' }));

    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({ key: 'upload/u-tools-1/mask.png', url: '/story/mask.png' }),
    );
    expect(uploader.uploads.map((f) => f.name)).toEqual(['mask.png']);
    const mask = written[0];
    expect(mask).toMatchObject({ width: 300, height: 150 });
    const red = (x: number, y: number) => mask?.data[(y * 300 + x) * 4];
    // White under the brush at the cursor (165, 75), black far from it.
    expect(red(165, 75)).toBe(255);
    expect(red(20, 20)).toBe(0);
  });

  it('refuses an empty mask', async () => {
    const { onChange } = await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Use this area' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Paint an area on the picture first');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('mask brush by touch', () => {
  const canvas = () => screen.getByTestId('mask-canvas');
  const finger = (pointerId: number, clientX: number, clientY: number) => ({
    pointerId,
    pointerType: 'touch',
    isPrimary: pointerId === 1,
    clientX,
    clientY,
  });

  it('paints a stroke along a finger drag and uploads it', async () => {
    const { onChange } = await openEditor();
    // jsdom lays nothing out: the canvas maps client pixels 1:1 onto its 300 x 150 pixels.
    fireEvent.pointerDown(canvas(), finger(1, 40, 40));
    fireEvent.pointerMove(canvas(), finger(1, 120, 40));
    fireEvent.pointerMove(canvas(), finger(1, 200, 40));
    fireEvent.pointerUp(canvas(), finger(1, 200, 40));
    expect(status()).toHaveTextContent('Brush at 67%, 27%, size 40, Brush, strokes painted: 1');
    await userEvent.click(screen.getByRole('button', { name: 'Use this area' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const red = (x: number, y: number) => written[0]?.data[(y * 300 + x) * 4];
    // Painted along the whole line, not only where the finger went down.
    expect(red(40, 40)).toBe(255);
    expect(red(160, 40)).toBe(255);
    expect(red(200, 40)).toBe(255);
    expect(red(160, 120)).toBe(0);
  });

  it('paints nothing with a second finger down (a pinch), until every finger is up', async () => {
    await openEditor();
    fireEvent.pointerDown(canvas(), finger(1, 40, 40));
    fireEvent.pointerMove(canvas(), finger(1, 60, 40));
    fireEvent.pointerDown(canvas(), finger(2, 200, 100));
    expect(status()).toHaveTextContent('strokes painted: 0');
    fireEvent.pointerMove(canvas(), finger(1, 20, 40));
    fireEvent.pointerMove(canvas(), finger(2, 240, 120));
    fireEvent.pointerUp(canvas(), finger(2, 240, 120));
    fireEvent.pointerMove(canvas(), finger(1, 10, 40));
    fireEvent.pointerUp(canvas(), finger(1, 10, 40));
    expect(status()).toHaveTextContent('strokes painted: 0');
    // The next single finger paints again; undo has nothing of the pinch to take back.
    fireEvent.pointerDown(canvas(), finger(3, 100, 100));
    fireEvent.pointerUp(canvas(), finger(3, 100, 100));
    expect(status()).toHaveTextContent('strokes painted: 1');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(status()).toHaveTextContent('strokes painted: 0');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('drops a stroke the browser cancelled', async () => {
    await openEditor();
    fireEvent.pointerDown(canvas(), finger(1, 40, 40));
    fireEvent.pointerMove(canvas(), finger(1, 80, 40));
    fireEvent.pointerCancel(canvas(), finger(1, 80, 40));
    fireEvent.pointerMove(canvas(), finger(1, 120, 40));
    expect(status()).toHaveTextContent('strokes painted: 0');
  });
});
