import type { DetectFaceAnswer } from '@framewise/contracts';
import { useTranslation } from '@framewise/i18n';
import { cx } from '@framewise/ui-kit';

type DetectedFace = DetectFaceAnswer['faces'][number];

interface FacePickerProps {
  /** The uploaded picture or video the faces were found in. */
  url: string;
  kind: 'image' | 'video';
  detection: DetectFaceAnswer;
  /** Index of the chosen face. */
  value: number | null;
  onPick(index: number): void;
}

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/** The faces detectface found, as boxes over the picture (a video's first frame); the user picks one. */
export function FacePicker({ url, kind, detection, value, onPick }: FacePickerProps) {
  const { t } = useTranslation('tools');
  const { width, height, faces } = detection;
  return (
    <div className="fw-faces">
      <div className="fw-faces__stage" style={{ aspectRatio: `${width} / ${height}` }}>
        {kind === 'video' ? (
          <video
            className="fw-faces__media"
            src={url}
            muted
            playsInline
            preload="metadata"
            aria-label={t('fields.media')}
          />
        ) : (
          <img className="fw-faces__media" src={url} alt="" />
        )}
        {faces.map((face, index) => (
          <button
            // Boxes come in the order the server found them; that order is their identity here.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            type="button"
            className={cx('fw-faces__box', value === index && 'fw-faces__box--on')}
            style={{
              left: percent(face.x, width),
              top: percent(face.y, height),
              width: percent(face.width, width),
              height: percent(face.height, height),
            }}
            aria-pressed={value === index}
            aria-label={t('faces.pick', { number: index + 1 })}
            onClick={() => onPick(index)}
          >
            <span className="fw-faces__number">{index + 1}</span>
          </button>
        ))}
      </div>
      <p className="fw-field__hint" aria-live="polite">
        {value === null ? t('faces.found', { total: faces.length }) : t('faces.chosen', { number: value + 1 })}
      </p>
    </div>
  );
}

/** The face lip-sync uses when the user picks none: the largest. */
export function largestFace(faces: readonly DetectedFace[]): number | null {
  let best: number | null = null;
  faces.forEach((face, index) => {
    const current = best === null ? undefined : faces[best];
    if (!current || face.width * face.height > current.width * current.height) best = index;
  });
  return best;
}
