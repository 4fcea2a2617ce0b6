import type { ToolExample, Work } from '@framewise/contracts';
import { useTranslation } from '@framewise/i18n';
import { fetchVipInfo, selectIsLoggedIn, selectMode, useAppDispatch, useAppSelector } from '@framewise/stores';
import { useHydrated } from '@framewise/ui-kit';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  SCREEN_TOOLS,
  type ScreenTool,
  TOOL_GROUP_NAMES,
  TOOL_GROUPS,
  type ToolGroup,
  toolFromQuery,
  toolRoute,
} from '../config/tools';
import { useToolAvailability } from '../config/use-tool-setup';
import { applyDrawSame } from '../drafts';
import { ExtendDialog } from '../extend/ExtendDialog';
import { ResultsArea } from '../tasks/ResultsArea';
import { usePointsRefresh } from '../tasks/refresh-points';
import type { TaskItem } from '../tasks/task-item';
import { useToolTasks } from '../tasks/use-tool-tasks';
import type { SubmittedExtra } from './forms/form-props';
import { ToolRail } from './ToolRail';
import { ToolScreen } from './ToolScreen';
import { ToolTabs } from './ToolTabs';
import './tools.css';

interface ToolWorkspaceProps {
  group: ToolGroup;
}

/**
 * A tool screen (brand: a rail of tools, a ~360 px parameter panel with the cost and generate at its bottom, and
 * the results area; on phones a bottom tab bar, the form full width and the results below). Tools the engine
 * does not offer are hidden; tools sharing a route are tabs picked by the `tool` query parameter.
 */
export function ToolWorkspace({ group }: ToolWorkspaceProps) {
  const { t } = useTranslation(['tools', 'common']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const mode = useAppSelector(selectMode);
  const availability = useToolAvailability(SCREEN_TOOLS);
  const offered = useCallback((tool: ScreenTool) => availability[tool] !== false, [availability]);
  const tools = (TOOL_GROUPS[group].tools as readonly ScreenTool[]).filter(offered);
  // The prerendered page is the group's first tool whatever the query (one HTML file per path): hydration renders
  // that, then the tool the query asks for.
  const hydrated = useHydrated();
  const current = toolFromQuery(group, hydrated ? search : '', offered);
  const shownGroups = TOOL_GROUP_NAMES.filter((g) => (TOOL_GROUPS[g].tools as readonly ScreenTool[]).some(offered));
  const tasks = useToolTasks(current);
  const [extending, setExtending] = useState<Work | null>(null);
  // The task just submitted, whose card the results bring into view (a new object per submission).
  const [reveal, setReveal] = useState<{ id: string } | null>(null);
  usePointsRefresh();

  // Subscriber options are gated by the memberships (cached 15 minutes by the store).
  useEffect(() => {
    if (loggedIn) dispatch(fetchVipInfo()).catch(() => undefined);
  }, [dispatch, loggedIn]);

  const select = (tool: ScreenTool) => navigate(toolRoute(tool), { replace: true });
  const onSubmitted = (answer: Parameters<typeof tasks.add>[0], extra: SubmittedExtra) => {
    tasks.add(answer, extra);
    setReveal({ id: answer.id });
  };
  const onDrawSame = (item: TaskItem) => {
    if (item.work) navigate(applyDrawSame(item.work));
  };
  const onTryExample = (example: ToolExample) =>
    navigate(applyDrawSame({ tool: current, params: example.params, prompt: example.prompt, mode, isOwner: false }));

  const onExtended = (answer: Parameters<typeof tasks.add>[0], source: Work) => {
    setExtending(null);
    tasks.add(answer, { prompt: source.prompt, sourceUrl: null, tool: 'extend' });
    setReveal({ id: answer.id });
  };

  const panelId = 'fw-tool-panel';
  const nothingOffered = tools.length === 0;

  return (
    <div className="fw-tools">
      <ToolRail current={group} shown={shownGroups} />
      <div className="fw-tools__workspace">
        <section className="fw-tools__panel" aria-labelledby="fw-tool-title">
          <h1 id="fw-tool-title" className="fw-tools__title">
            {t(`common:tools.${current}`)}
          </h1>
          {tools.length > 1 && <ToolTabs tools={tools} current={current} onSelect={select} panelId={panelId} />}
          <div
            id={panelId}
            className="fw-tools__form"
            {...(tools.length > 1 ? { role: 'tabpanel', 'aria-labelledby': `fw-tab-${current}` } : {})}
          >
            {nothingOffered ? (
              <div className="fw-tool-state" role="status">
                <p>{t('screen.unavailable')}</p>
              </div>
            ) : (
              <ToolScreen key={current} tool={current} onSubmitted={onSubmitted} />
            )}
          </div>
        </section>
        <ResultsArea
          tool={current}
          tasks={tasks}
          onDrawSame={onDrawSame}
          onExtend={(item) => setExtending(item.work)}
          onTryExample={onTryExample}
          reveal={reveal}
        />
      </div>
      <ExtendDialog source={extending} onClose={() => setExtending(null)} onSubmitted={onExtended} />
    </div>
  );
}
