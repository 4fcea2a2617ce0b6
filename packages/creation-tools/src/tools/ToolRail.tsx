import { useTranslation } from '@framewise/i18n';
import { cx } from '@framewise/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TOOL_GROUP_NAMES, TOOL_GROUPS, type ToolGroup } from '../config/tools';
import { LipsIcon, RestyleIcon, SparkleVideoIcon, UpscaleIcon } from './icons';

const ICONS: Record<ToolGroup, ReactNode> = {
  aiVideo: <SparkleVideoIcon />,
  vid2vid: <RestyleIcon />,
  lipsync: <LipsIcon />,
  upscale: <UpscaleIcon />,
};

interface ToolRailProps {
  current: ToolGroup;
  /** Groups with at least one tool the engine offers. */
  shown: readonly ToolGroup[];
}

/** The tool rail: icons and labels down the left on desktop, a bottom tab bar on phones. */
export function ToolRail({ current, shown }: ToolRailProps) {
  const { t } = useTranslation(['tools', 'common']);
  return (
    <nav className="fw-rail" aria-label={t('rail.label')}>
      <ul className="fw-rail__list">
        {TOOL_GROUP_NAMES.filter((g) => shown.includes(g)).map((group) => (
          <li key={group}>
            <Link
              to={TOOL_GROUPS[group].path}
              className={cx('fw-rail__item', group === current && 'fw-rail__item--on')}
              aria-current={group === current ? 'page' : undefined}
            >
              {ICONS[group]}
              <span className="fw-rail__label">{t(`common:toolPages.${group}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
