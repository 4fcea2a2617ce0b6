import { useTranslation } from '@framewise/i18n';
import { Button, cx, Icon, type IconProps, Modal, Spinner, useToast } from '@framewise/ui-kit';
import { downloadFile } from '@framewise/upload';
import { type CSSProperties, type KeyboardEvent, type RefObject, useCallback, useId, useRef, useState } from 'react';
import { CompareIcon } from '../tools/icons';
import { DownloadIcon } from '../works/icons';
import { clampPercent, dividerX, keyStep } from './divider';
import { type StageState, useStageGestures } from './use-stage-gestures';
import { useStageSize } from './use-stage-size';
import {
  canPan,
  centreOf,
  clampView,
  fitScale,
  fitView,
  formatSize,
  panBy,
  panKey,
  type Size,
  scaleBounds,
  type View,
  visibleRect,
  ZOOM_STEP,
  type ZoomCommand,
  zoomAt,
  zoomKey,
} from './view-math';
import '../tools/tools.css';
import './compare.css';

interface CompareViewProps {
  /** The view is open while this is true. */
  open: boolean;
  onClose(): void;
  /** The source picture. */
  before: string;
  /** The upscaled result. */
  after: string;
  /** The result's file name when saved; the download button shows when given. */
  downloadName?: string;
}

/** Scales closer than this count as the same (fit, 100 %). */
const SAME_SCALE = 1e-4;

function MinusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12h14" />
    </Icon>
  );
}

function PlusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 5v14M5 12h14" />
    </Icon>
  );
}

interface LayerProps {
  src: string;
  alt: string;
  style: CSSProperties | undefined;
  hidden?: boolean;
  /** The picture's natural size, once loaded. */
  onSize(size: Size): void;
  onError(): void;
  testId: string;
}

/** One picture of the stage, drawn at the size and transform it is given. */
function Layer({ src, alt, style, hidden, onSize, onError, testId }: LayerProps) {
  return (
    <div className="fw-compare-stage__layer" style={style} hidden={hidden}>
      <img
        src={src}
        alt={alt}
        draggable={false}
        onLoad={(event) =>
          onSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
        }
        onError={onError}
        data-testid={testId}
      />
    </div>
  );
}

/**
 * The large before/after view of an upscale: both pictures at the result's size, aligned pixel for pixel (the
 * source is stretched to the result's size, so the divider always compares the same point), with zoom, pan and
 * a download of the result. A full-screen dialog: focus stays inside, Esc closes.
 */
export function CompareView({ open, onClose, ...rest }: CompareViewProps) {
  const { t } = useTranslation('tools');
  const slider = useRef<HTMLDivElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('compareView.title')}
      className="fw-compare-view"
      initialFocusRef={slider}
    >
      <CompareStage {...rest} sliderRef={slider} />
    </Modal>
  );
}

interface CompareStageProps extends Omit<CompareViewProps, 'open' | 'onClose'> {
  sliderRef: RefObject<HTMLDivElement | null>;
}

function CompareStage({ before, after, downloadName, sliderRef }: CompareStageProps) {
  const { t } = useTranslation('tools');
  const toast = useToast();
  const hintId = useId();
  const stageRef = useRef<HTMLDivElement>(null);
  const stage = useStageSize(stageRef);
  const [beforeSize, setBeforeSize] = useState<Size | null>(null);
  const [image, setImage] = useState<Size | null>(null);
  const [failed, setFailed] = useState(false);
  // null while the whole picture is shown: "fit" then follows the stage as the window resizes.
  const [zoomed, setZoomed] = useState<View | null>(null);
  const [percent, setPercent] = useState(50);
  const [downloading, setDownloading] = useState(false);

  const measured = image && stage && stage.width > 0 && stage.height > 0 ? { image, stage } : null;
  const view = measured
    ? zoomed
      ? clampView(zoomed, measured.image, measured.stage)
      : fitView(measured.image, measured.stage)
    : null;
  const state = useRef<StageState | null>(null);
  state.current = measured && view ? { view, ...measured } : null;

  /** Shows a view; one at the fit scale goes back to following the stage. */
  const show = useCallback((next: View) => {
    const current = state.current;
    if (!current) return;
    setZoomed(Math.abs(next.scale - fitScale(current.image, current.stage)) < SAME_SCALE ? null : next);
  }, []);

  const { panning, handlers } = useStageGestures({ ref: stageRef, state, setView: show, setPercent });

  const zoom = (command: ZoomCommand) => {
    const current = state.current;
    if (!current) return;
    const { view: at, image: size, stage: box } = current;
    if (command === 'fit') setZoomed(null);
    else {
      const scale = command === 'in' ? at.scale * ZOOM_STEP : command === 'out' ? at.scale / ZOOM_STEP : 1;
      show(zoomAt(at, scale, centreOf(box), size, box));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = state.current;
    if (!current || event.ctrlKey || event.metaKey) return;
    if (event.altKey) {
      const step = panKey(event.key, current.stage);
      if (!step) return;
      event.preventDefault();
      show(panBy(current.view, step.dx, step.dy, current.image, current.stage));
      return;
    }
    const command = zoomKey(event.key);
    if (!command) return;
    event.preventDefault();
    zoom(command);
  };

  const onSliderKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return; // Alt + arrows pan (handled above)
    const next = keyStep(event.key, event.shiftKey, percent);
    if (next === null) return;
    event.preventDefault();
    setPercent(clampPercent(next));
  };

  const download = async () => {
    if (!downloadName) return;
    setDownloading(true);
    try {
      await downloadFile(after, downloadName);
      toast.show({ type: 'success', text: t('compareView.downloaded') });
    } catch {
      toast.show({ type: 'error', text: t('compareView.downloadFailed') });
    } finally {
      setDownloading(false);
    }
  };

  const bounds = measured ? scaleBounds(measured.image, measured.stage) : null;
  const atFit = !!view && !!measured && Math.abs(view.scale - fitScale(measured.image, measured.stage)) < SAME_SCALE;
  const atActual = !!view && Math.abs(view.scale - 1) < SAME_SCALE;
  const rect = view && measured ? visibleRect(view, measured.image, measured.stage) : null;
  const x = rect ? dividerX(percent, rect) : null;
  // Both pictures at the result's size under one transform: the same stage point is the same picture point.
  const layerStyle: CSSProperties | undefined =
    view && image
      ? {
          width: image.width,
          height: image.height,
          transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
        }
      : undefined;
  const rounded = Math.round(percent);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys are shortcuts over the focusable controls inside
    <div className="fw-compare-stage" onKeyDown={onKeyDown}>
      <div className="fw-compare-stage__toolbar">
        {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a legend and a border for no gain */}
        <div className="fw-compare-stage__zoom" role="group" aria-label={t('compareView.zoom')}>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('compareView.zoomOut')}
            disabled={!view || !bounds || view.scale <= bounds.min + SAME_SCALE}
            onClick={() => zoom('out')}
            iconStart={<MinusIcon />}
          />
          <output
            className="fw-compare-stage__level"
            aria-label={t('compareView.zoomLevel')}
            data-testid="compare-zoom"
          >
            {view ? `${Math.round(view.scale * 100)}%` : '–'}
          </output>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('compareView.zoomIn')}
            disabled={!view || !bounds || view.scale >= bounds.max - SAME_SCALE}
            onClick={() => zoom('in')}
            iconStart={<PlusIcon />}
          />
          <Button
            variant={atFit ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={atFit}
            disabled={!view}
            onClick={() => zoom('fit')}
          >
            {t('compareView.fit')}
          </Button>
          <Button
            variant={atActual ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={atActual}
            aria-label={t('compareView.actualSize')}
            disabled={!view}
            onClick={() => zoom('actual')}
          >
            100%
          </Button>
        </div>
        {downloadName && (
          <Button
            className="fw-compare-stage__download"
            size="sm"
            iconStart={<DownloadIcon />}
            loading={downloading}
            onClick={() => void download()}
          >
            {t('compareView.download')}
          </Button>
        )}
      </div>

      <div
        ref={stageRef}
        className={cx(
          'fw-compare-stage__canvas',
          view && measured && canPan(view, measured.image, measured.stage) && 'fw-compare-stage__canvas--pannable',
          panning && 'fw-compare-stage__canvas--panning',
        )}
        data-testid="compare-stage"
        {...handlers}
      >
        <Layer
          src={after}
          alt={t('compare.after')}
          style={layerStyle}
          hidden={!view}
          onSize={setImage}
          onError={() => setFailed(true)}
          testId="compare-after"
        />
        <div
          className="fw-compare-stage__before"
          style={x !== null && stage ? { clipPath: `inset(0 ${stage.width - x}px 0 0)` } : undefined}
          hidden={!view}
        >
          <Layer
            src={before}
            alt={t('compare.before')}
            style={layerStyle}
            onSize={setBeforeSize}
            onError={() => setFailed(true)}
            testId="compare-before"
          />
        </div>

        <span
          className="fw-compare__tag fw-compare__tag--before fw-compare-stage__tag"
          data-testid="compare-before-size"
        >
          {beforeSize ? t('compareView.beforeSize', { size: formatSize(beforeSize) }) : t('compare.before')}
        </span>
        <span className="fw-compare__tag fw-compare__tag--after fw-compare-stage__tag" data-testid="compare-after-size">
          {image ? t('compareView.afterSize', { size: formatSize(image) }) : t('compare.after')}
        </span>

        <div
          ref={sliderRef}
          className="fw-compare__divider fw-compare-stage__divider"
          style={
            rect && x !== null
              ? { left: `${x}px`, top: `${rect.top}px`, bottom: 'auto', height: `${rect.bottom - rect.top}px` }
              : undefined
          }
          role="slider"
          tabIndex={0}
          aria-label={t('compare.label')}
          aria-describedby={hintId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={rounded}
          aria-valuetext={t('compare.valueText', { percent: rounded })}
          aria-orientation="horizontal"
          onKeyDown={onSliderKeyDown}
        >
          <span className="fw-compare__handle fw-compare-stage__handle">
            <CompareIcon />
          </span>
        </div>

        {!view && !failed && (
          <div className="fw-compare-stage__state">
            <Spinner label={t('compareView.loading')} />
          </div>
        )}
        {failed && (
          <p className="fw-compare-stage__state" role="alert">
            {t('compareView.failed')}
          </p>
        )}
      </div>

      <p id={hintId} className="fw-compare-stage__hint">
        {t('compareView.hint')} <span className="fw-compare-stage__keys">{t('compareView.keys')}</span>
      </p>
    </div>
  );
}
