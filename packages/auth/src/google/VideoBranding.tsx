import '../auth.css';
import { useTranslation } from '@framewise/i18n';
import loopMp4 from './assets/login-loop.mp4';
import loopWebm from './assets/login-loop.webm';
import loopPoster from './assets/login-loop-poster.webp';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The overseas login's branding panel: a looping, muted, decorative video under the product name and what it makes
 * (text to video, image to video, AI video, lip-sync, upscaling). Under
 * prefers-reduced-motion it shows the first frame and does not play.
 */
export function VideoBranding() {
  const { t } = useTranslation('auth');
  const still = prefersReducedMotion();
  return (
    <>
      <video
        className="fw-auth-video"
        autoPlay={!still}
        loop
        muted
        playsInline
        // The first frame (2 KB WebP, made with ffmpeg from the loop) shows until the video can play, and is all
        // that shows under reduced motion; width and height keep the panel's box before either arrives.
        poster={loopPoster}
        width={360}
        height={480}
        preload="auto"
        aria-hidden="true"
        tabIndex={-1}
        disablePictureInPicture
      >
        <source src={loopWebm} type="video/webm" />
        <source src={loopMp4} type="video/mp4" />
      </video>
      <div className="fw-auth-video__caption">
        <p className="fw-auth-video__name">{t('login.overseas.name')}</p>
        <p>{t('login.overseas.tagline')}</p>
        <p className="fw-auth-video__tagline">{t('login.overseas.subtitle')}</p>
        <p className="fw-auth-video__features">{t('login.overseas.features')}</p>
      </div>
    </>
  );
}
