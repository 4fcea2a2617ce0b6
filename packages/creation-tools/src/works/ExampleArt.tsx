import './works.css';
import type { Tool } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { LazyImage } from '@framewise/ui-kit';
import { ToolIllustration } from '../home/ToolIllustration';
import { LoopVideo } from './LoopVideo';
import { usePrefersReducedMotion } from './motion';
import { useToolExample } from './tool-examples';
import { extensionOf } from './work-media';

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
      <LoopVideo className="fw-works-example" src={example.url} poster={example.cover || undefined} label={label} />
    );
  }
  return <LazyImage src={example.cover || example.url} alt={label} aspectRatio={16 / 9} />;
}
