import { useTranslation } from '@framewise/i18n';
import { buttonClassName } from '@framewise/ui-kit';
import { Link } from 'react-router';
import { useBuild } from '../BuildContext';

const TOOLS = [
  { key: 'ai_video', href: '/ai-video-generator' },
  { key: 'text2video', href: '/ai-video-generator?tool=text2video' },
  { key: 'img2video', href: '/ai-video-generator?tool=img2video' },
  { key: 'vid2vid', href: '/vid2vid' },
] as const;

/** Home: the promise in one line, a way in, and the tools, in the texts of creation-tools' home page (works:home). */
export function HomePage() {
  const { t } = useTranslation(['works', 'app', 'common']);
  const { brand } = useBuild();
  return (
    <div className="fw-page fw-home">
      <section className="fw-home__hero">
        <p className="fw-home__brand">
          {t(`app:brand.${brand}`)} · {t('app:brand.tagline')}
        </p>
        <h1>{t('home.title')}</h1>
        <p className="fw-shell__muted">{t('home.subtitle')}</p>
        <Link className={buttonClassName({ variant: 'primary', size: 'lg' })} to="/ai-video-generator">
          {t('home.start')}
        </Link>
      </section>
      <section aria-labelledby="home-tools">
        <h2 id="home-tools">{t('home.toolsTitle')}</h2>
        <ul className="fw-home__tools">
          {TOOLS.map((tool) => (
            <li key={tool.key}>
              <Link className="fw-card fw-home__tool" to={tool.href}>
                <strong>{t(`common:tools.${tool.key}`)}</strong>
                <span className="fw-shell__muted">{t(`home.tools.${tool.key}.desc`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
