import '../auth.css';
import { useTranslation } from '@framewise/i18n';
import { ImageIcon, SparkIcon, VideoIcon } from '../icons';

/**
 * The domestic login's branding panel: name, subtitles and three feature bullets, naming what the
 * product makes: video from text or a picture, the AI video generator, lip-sync and upscaling.
 */
export function DomesticBranding() {
  const { t } = useTranslation('auth');
  return (
    <div className="fw-auth-brand">
      <p className="fw-auth-brand__name">{t('login.domestic.name')}</p>
      <p className="fw-auth-brand__subtitle">{t('login.domestic.subtitle')}</p>
      <p className="fw-auth-brand__tagline">{t('login.domestic.tagline')}</p>
      <ul className="fw-auth-brand__features" aria-label={t('login.domestic.featuresLabel')}>
        <li className="fw-auth-brand__feature">
          <VideoIcon />
          <span>{t('login.domestic.toVideo')}</span>
        </li>
        <li className="fw-auth-brand__feature">
          <SparkIcon />
          <span>{t('login.domestic.aiVideo')}</span>
        </li>
        <li className="fw-auth-brand__feature">
          <ImageIcon />
          <span>{t('login.domestic.lipSyncUpscale')}</span>
        </li>
      </ul>
    </div>
  );
}
