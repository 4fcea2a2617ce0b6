import { Icon, type IconProps } from '@framewise/ui-kit';

// Shapes other packages share come from ui-kit; only the works screens' own icons are drawn here.
export { ImageIcon, SparkIcon, TrashIcon, VideoIcon } from '@framewise/ui-kit';

export function DownloadIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </Icon>
  );
}

export function LinkIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </Icon>
  );
}
