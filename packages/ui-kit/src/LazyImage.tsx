import { useTranslation } from '@framewise/i18n';
import { type CSSProperties, type ImgHTMLAttributes, type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { cx } from './classNames';
import { ImageOffIcon } from './icons';
import { Spinner } from './Spinner';
import { IMAGE_SPINNER_DELAY_MS } from './tokens';

/** A smaller copy of the picture in another format (AVIF, WebP), offered to the browser before the original. */
export interface ImageSource {
  /** MIME type, e.g. 'image/avif'. */
  type: string;
  /** Pixels wide. */
  width: number;
  url: string;
}

/** srcset of one format: its copies narrowest first; commas and spaces escaped, as they separate candidates. */
function srcSetOf(sources: readonly ImageSource[]): string {
  return [...sources]
    .sort((a, b) => a.width - b.width)
    .map((s) => `${s.url.replaceAll(' ', '%20').replaceAll(',', '%2C')} ${s.width}w`)
    .join(', ');
}

/** The sources by type, in the order the types first appear (best format first: the browser takes the first). */
function byType(sources: readonly ImageSource[]): [string, ImageSource[]][] {
  const groups = new Map<string, ImageSource[]>();
  for (const source of sources) groups.set(source.type, [...(groups.get(source.type) ?? []), source]);
  return [...groups];
}

export interface LazyImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'loading' | 'className' | 'style'> {
  src: string;
  alt: string;
  /** Box ratio before the image arrives, e.g. 16 / 9 or '3 / 4'; width and height imply it when both are numbers. */
  aspectRatio?: number | string;
  fit?: 'cover' | 'contain';
  /** How long a still-loading image waits before showing the spinner (brand rule: 150 ms). */
  spinnerDelayMs?: number;
  /**
   * The page's largest picture above the fold (its LCP element): fetched at once and ahead of other images instead
   * of waiting for layout to find it in view.
   */
  priority?: boolean;
  /**
   * Copies in modern formats at several widths: rendered as <picture> sources ahead of `src`, which stays the
   * fallback. If a copy fails to load, the image retries with `src` alone before showing the error.
   */
  sources?: readonly ImageSource[];
  /** How wide the picture is shown, for choosing among the sources' widths (the <img sizes> syntax). */
  sizes?: string;
  /** Classes for the wrapper, which sizes the picture. */
  className?: string;
  style?: CSSProperties;
}

/**
 * An image with native lazy loading. Fast images never flash a spinner: it appears only when the image is still
 * loading after 150 ms. A failed image shows an icon and the translated 'image load failed'.
 */
export function LazyImage({
  src,
  alt,
  aspectRatio,
  fit = 'cover',
  spinnerDelayMs = IMAGE_SPINNER_DELAY_MS,
  priority = false,
  sources,
  sizes = '100vw',
  className,
  style,
  onLoad,
  onError,
  width,
  height,
  ...imgProps
}: LazyImageProps) {
  const { t } = useTranslation('ui');
  // Each flag remembers which src it belongs to, so a new src starts over without a reset effect.
  const [loadedSrc, setLoadedSrc] = useState<string>();
  const [failedSrc, setFailedSrc] = useState<string>();
  const [slowSrc, setSlowSrc] = useState<string>();
  // The src whose copies failed: it is shown as a plain <img> from then on.
  const [plainSrc, setPlainSrc] = useState<string>();
  const withSources = !!sources && sources.length > 0 && plainSrc !== src;
  const status = failedSrc === src ? 'error' : loadedSrc === src ? 'loaded' : 'loading';

  useEffect(() => {
    const timer = setTimeout(() => setSlowSrc(src), spinnerDelayMs);
    return () => clearTimeout(timer);
  }, [src, spinnerDelayMs]);

  // A picture in a page rendered on the server may have arrived before React listened: its load event is gone, so
  // the element is asked once mounted (else it would stay faded out under a spinner).
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = imageRef.current;
    if (img?.complete && img.naturalWidth > 0) setLoadedSrc(src);
  }, [src]);

  const ratio =
    aspectRatio ?? (typeof width === 'number' && typeof height === 'number' && height > 0 ? width / height : undefined);
  const wrapperStyle = {
    ...style,
    // Custom properties rather than aspect-ratio / object-fit directly: styles.css owns how they are applied.
    ...(ratio === undefined ? {} : { '--fw-aspect-ratio': String(ratio) }),
    '--fw-object-fit': fit,
  } as CSSProperties;

  const handleLoad = (event: SyntheticEvent<HTMLImageElement, Event>) => {
    setLoadedSrc(src);
    onLoad?.(event);
  };
  const handleError = (event: SyntheticEvent<HTMLImageElement, Event>) => {
    if (withSources) {
      setPlainSrc(src);
      return;
    }
    setFailedSrc(src);
    onError?.(event);
  };

  const image = (
    <img
      {...imgProps}
      ref={imageRef}
      className="fw-lazy-image__img"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onLoad={handleLoad}
      onError={handleError}
    />
  );

  return (
    <span
      className={cx('fw-lazy-image', `fw-lazy-image--${status}`, priority && 'fw-lazy-image--priority', className)}
      style={wrapperStyle}
      aria-busy={status === 'loading' || undefined}
    >
      {status === 'error' ? (
        <span className="fw-lazy-image__error" title={alt || undefined}>
          <ImageOffIcon />
          <span>{t('image.loadFailed')}</span>
        </span>
      ) : withSources ? (
        <picture className="fw-lazy-image__picture">
          {byType(sources ?? []).map(([type, group]) => (
            <source key={type} type={type} srcSet={srcSetOf(group)} sizes={sizes} />
          ))}
          {image}
        </picture>
      ) : (
        image
      )}
      {status === 'loading' && slowSrc === src && (
        <span className="fw-lazy-image__spinner">
          <Spinner size="md" />
        </span>
      )}
    </span>
  );
}
