import './works.css';
import type { Tool } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { LazyImage } from '@framewise/ui-kit';
import { ToolIllustration } from '../home/ToolIllustration';
import { LoopVideo } from './LoopVideo';
import { usePrefersReducedMotion } from './motion';
import { useToolExample } from './tool-examples';
import { extensionOf, posterOf } from './work-media';

/** An example box: the width of a phone, at most about 480 px wide in an empty state or a home tool card. */
const EXAMPLE_SIZES = '(max-width: 600px) 100vw, 480px';

/**
 * What a tool makes, for empty states: the server's example for the tool as a short muted loop (its cover with
 * reduced motion), or a drawing of the tool when there is no example.
 */
export function ExampleArt({ tool }: { tool: Tool }) {
  const { t } = useTranslation(['works', 'common']);
  const example = useToolExample(tool);
  const reducedMotion = usePrefersReducedMotion();
  const label = t('home.exampleOf', { tool: t(`common:tools.${tool}`) });
  if (!example) return <ToolIllustration tool={tool} />;
  const isVideo = ['mp4', 'webm', 'mov'].includes(extensionOf(example.url));
  if (isVideo && !reducedMotion) {
    return (
      <LoopVideo className="fw-works-example" src={example.url} poster={posterOf(example) || undefined} label={label} />
    );
  }
  return (
    <LazyImage
      src={example.cover || example.url}
      sources={example.cover ? example.coverSources : undefined}
      sizes={EXAMPLE_SIZES}
      alt={label}
      aspectRatio={16 / 9}
    />
  );
}
