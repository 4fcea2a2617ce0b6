import './works.css';
import type { Work } from '@framewise/contracts';
import { MODE } from '@framewise/contracts/routes';
import { type TFunction, useTranslation } from '@framewise/i18n';
import { LazyImage } from '@framewise/ui-kit';
import { useOptionLabels } from './use-option-labels';
import { isRandomSeed, type OptionName, type ParamName, type ParamValue, paramRowsOf } from './work-params';

const MODE_KEY = { [MODE.NORMAL]: 'normal', [MODE.RELAX]: 'relax', [MODE.FAST]: 'fast' } as const;

type NameOf = (name: ParamName, value: string) => OptionName;

function formatValue(
  name: ParamName,
  value: ParamValue,
  t: TFunction<['works', 'common']>,
  language: string,
  nameOf: NameOf,
) {
  // A coded value by the name the tool gives it; never the code itself.
  const labelOf = (param: ParamName, raw: string, shown = raw) => {
    const named = nameOf(param, raw);
    if (named.kind === 'label') return named.text;
    if (named.kind === 'retired') return t('params.values.retired');
    if (named.kind === 'pending') return '…';
    return shown;
  };
  switch (value.kind) {
    case 'text':
      return labelOf(name, value.text);
    case 'number':
      return labelOf(name, String(value.value), value.value.toLocaleString(language));
    case 'tool':
      return t(`common:tools.${value.tool}`);
    case 'mode':
      return t(`params.values.${MODE_KEY[value.mode]}`);
    case 'seconds':
      return t('params.values.seconds', { value: value.value });
    case 'fps':
      return t('params.values.fps', { value: value.value });
    case 'points':
      return t('params.values.points', { value: value.value });
    case 'bool':
      return t(value.value ? 'params.values.yes' : 'params.values.no');
    case 'seed':
      return isRandomSeed(value.value) ? t('params.values.randomSeed') : String(value.value);
    case 'date':
      return new Date(value.iso).toLocaleString(language);
    case 'media':
      return <LazyImage className="fw-work-params__media" src={value.url} alt="" aspectRatio={1} />;
    case 'list':
      return (
        <ul>
          {value.items.map((item, i) => (
            // Items may repeat (two keyframes with the same text): the position is the identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: static list rendered once per work
            <li key={i}>{labelOf(name, item)}</li>
          ))}
        </ul>
      );
  }
}

/** Every parameter of a work as a definition list, formatted in the page language. */
export function WorkParams({ work }: { work: Work }) {
  const { t, i18n } = useTranslation(['works', 'common']);
  const nameOf = useOptionLabels(work.tool);
  return (
    <dl className="fw-work-params">
      {paramRowsOf(work).map((row) => (
        <div key={row.name} className="fw-work-params__row">
          <dt>{t(`params.${row.name}`)}</dt>
          <dd>{formatValue(row.name, row.value, t, i18n.language, nameOf)}</dd>
        </div>
      ))}
    </dl>
  );
}
