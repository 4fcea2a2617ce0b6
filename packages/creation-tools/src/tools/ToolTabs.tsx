import { useTranslation } from '@framewise/i18n';
import { type KeyboardEvent, useRef } from 'react';
import type { ScreenTool } from '../config/tools';

interface ToolTabsProps {
  tools: readonly ScreenTool[];
  current: ScreenTool;
  onSelect(tool: ScreenTool): void;
  /** The id of the panel the tabs control. */
  panelId: string;
}

/** Tabs of the tools that share a route; arrow keys, Home and End move between them (WAI-ARIA tabs). */
export function ToolTabs({ tools, current, onSelect, panelId }: ToolTabsProps) {
  const { t } = useTranslation(['tools', 'common']);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tools.indexOf(current);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tools.length,
      ArrowLeft: (index - 1 + tools.length) % tools.length,
      Home: 0,
      End: tools.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tool = tools[next];
    if (!tool) return;
    onSelect(tool);
    refs.current[next]?.focus();
  };

  return (
    <div className="fw-tabs" role="tablist" aria-label={t('rail.tabs')} onKeyDown={onKeyDown}>
      {tools.map((tool, index) => (
        <button
          key={tool}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`fw-tab-${tool}`}
          className="fw-tabs__tab"
          aria-selected={tool === current}
          aria-controls={panelId}
          tabIndex={tool === current ? 0 : -1}
          onClick={() => onSelect(tool)}
        >
          {t(`common:tools.${tool}`)}
        </button>
      ))}
    </div>
  );
}
