import './works.css';
import { TOOLS, type Tool } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { Button } from '@framewise/ui-kit';
import { useId } from 'react';
import { DATE_PRESETS, type DatePreset, DEFAULT_FILTERS, isFiltered, type WorkFilters } from './work-filters';

export interface WorkFiltersBarProps {
  value: WorkFilters;
  onChange(next: WorkFilters): void;
  /** Tools to offer; all of them by default. */
  tools?: readonly Tool[];
}

/** Tool and date filters of my works; a custom range shows its two dates. */
export function WorkFiltersBar({ value, onChange, tools = TOOLS }: WorkFiltersBarProps) {
  const { t } = useTranslation(['works', 'common']);
  const id = useId();
  const set = (patch: Partial<WorkFilters>) => onChange({ ...value, ...patch });

  return (
    <fieldset className="fw-works-filters">
      <legend className="fw-visually-hidden">{t('filters.label')}</legend>
      <label className="fw-works-field" htmlFor={`${id}-tool`}>
        {t('filters.tool')}
        <select
          id={`${id}-tool`}
          className="fw-works-control"
          value={value.tool}
          onChange={(e) => set({ tool: e.target.value as Tool | 'all' })}
        >
          <option value="all">{t('filters.allTools')}</option>
          {tools.map((tool) => (
            <option key={tool} value={tool}>
              {t(`common:tools.${tool}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="fw-works-field" htmlFor={`${id}-date`}>
        {t('filters.date')}
        <select
          id={`${id}-date`}
          className="fw-works-control"
          value={value.date}
          onChange={(e) => set({ date: e.target.value as DatePreset })}
        >
          {DATE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(`filters.dates.${preset}`)}
            </option>
          ))}
        </select>
      </label>
      {value.date === 'custom' && (
        <>
          <label className="fw-works-field" htmlFor={`${id}-from`}>
            {t('filters.from')}
            <input
              id={`${id}-from`}
              type="date"
              className="fw-works-control"
              value={value.from}
              max={value.to || undefined}
              onChange={(e) => set({ from: e.target.value })}
            />
          </label>
          <label className="fw-works-field" htmlFor={`${id}-to`}>
            {t('filters.to')}
            <input
              id={`${id}-to`}
              type="date"
              className="fw-works-control"
              value={value.to}
              min={value.from || undefined}
              onChange={(e) => set({ to: e.target.value })}
            />
          </label>
        </>
      )}
      {isFiltered(value) && (
        <Button variant="ghost" size="sm" onClick={() => onChange(DEFAULT_FILTERS)}>
          {t('filters.clear')}
        </Button>
      )}
    </fieldset>
  );
}
