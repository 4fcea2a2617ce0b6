import type { GenerateAnswer, ToolConfig, Work } from '@framewise/contracts';
import { useTranslation } from '@framewise/i18n';
import { Modal } from '@framewise/ui-kit';
import { useMemo, useState } from 'react';
import { optionsOf } from '../config/options';
import { ConfigOptionField } from '../tools/fields/ConfigOptionField';
import { SetupState } from '../tools/SetupState';
import { ToolForm } from '../tools/ToolForm';
import { useGenerate } from '../tools/use-generate';
import { buildExtend } from './extend-request';
import { useExtendConfig } from './use-extend-config';
import '../tools/tools.css';

interface ExtendDialogProps {
  /** The finished video to extend; the dialog is open while this is set. */
  source: Work | null;
  onClose(): void;
  /** The extension was accepted: its task, and the work it continues. */
  onSubmitted(answer: GenerateAnswer, source: Work): void;
}

/** The first offered duration the config names as default, else the first offered one. */
function initialDuration(config: ToolConfig): number | null {
  const options = optionsOf(config, 'duration');
  const preferred = options.find((o) => o.value === config.defaults.duration) ?? options[0];
  return preferred ? Number(preferred.value) : null;
}

function ExtendForm({
  config,
  source,
  onSubmitted,
}: {
  config: ToolConfig;
  source: Work;
  onSubmitted: ExtendDialogProps['onSubmitted'];
}) {
  const { t } = useTranslation('tools');
  const [duration, setDuration] = useState(() => initialDuration(config));
  const costValues = useMemo(() => ({ duration }), [duration]);
  const generate = useGenerate({
    config,
    costValues,
    // The only choice comes from the server's own list, so there is nothing to check before the gates.
    validate: () => null,
    request: (run) => buildExtend(source, duration ?? 0, run),
    onSubmitted: (answer) => onSubmitted(answer, source),
  });

  return (
    <div className="fw-extend">
      <ToolForm generate={generate} label={t('extendVideo.title')} actionLabel={t('extendVideo.submit')}>
        <p className="fw-field__hint">{t('extendVideo.lead')}</p>
        <ConfigOptionField
          name="duration"
          label={t('extendVideo.duration')}
          config={config}
          value={duration}
          layout="chips"
          onChange={(value) => setDuration(Number(value))}
        />
      </ToolForm>
    </div>
  );
}

/**
 * Extends a finished video (POST /api/v2/images/text2video/extend): the extra duration from the server's extend
 * options, the points it costs in the current mode shown before submitting, and the same gates and refusals as a
 * tool's generate button (login modal, tier texts, fast-only, points running short).
 */
export function ExtendDialog({ source, onClose, onSubmitted }: ExtendDialogProps) {
  const { t } = useTranslation('tools');
  return (
    <Modal open={source !== null} onClose={onClose} title={t('extendVideo.title')} width={460}>
      {source && <ExtendBody source={source} onSubmitted={onSubmitted} />}
    </Modal>
  );
}

function ExtendBody({ source, onSubmitted }: Pick<ExtendDialogProps, 'onSubmitted'> & { source: Work }) {
  const { t } = useTranslation('tools');
  const setup = useExtendConfig();
  const offered = setup.status === 'ready' && setup.config.available && initialDuration(setup.config) !== null;
  if (setup.status !== 'ready' || !offered) {
    return (
      <SetupState
        setup={setup.status === 'ready' ? { status: 'unavailable' } : setup}
        onRetry={setup.reload}
        loadingLabel={t('extendVideo.loading')}
        unavailableText={t('extendVideo.unavailable')}
      />
    );
  }
  return <ExtendForm config={setup.config} source={source} onSubmitted={onSubmitted} />;
}
