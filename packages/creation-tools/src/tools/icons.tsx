import { Icon, type IconProps, BoltIcon as SharedBoltIcon } from '@framewise/ui-kit';

// Shapes other packages share come from ui-kit; only the tools' own icons are drawn here, in ui-kit's frame.
export { CloseIcon } from '@framewise/ui-kit';

/** The tool rail's icons: larger than the inline set and a little lighter, as the rail's labels are. */
function RailIcon(props: IconProps) {
  return <Icon width="20" height="20" strokeWidth="1.8" {...props} />;
}

export function SparkleVideoIcon(props: IconProps) {
  return (
    <RailIcon {...props}>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="m16 10 5-3v10l-5-3" />
      <path d="M8 9v2M7 10h2" />
    </RailIcon>
  );
}

export function RestyleIcon(props: IconProps) {
  return (
    <RailIcon {...props}>
      <rect x="3" y="4" width="8" height="7" rx="1.5" />
      <rect x="13" y="13" width="8" height="7" rx="1.5" />
      <path d="M15 4h2a3 3 0 0 1 3 3v2M9 20H7a3 3 0 0 1-3-3v-2" />
    </RailIcon>
  );
}

export function LipsIcon(props: IconProps) {
  return (
    <RailIcon {...props}>
      <path d="M3 12c3-4 6-5 9-3 3-2 6-1 9 3-3 4-6 5-9 5s-6-1-9-5Z" />
      <path d="M3 12h18" />
    </RailIcon>
  );
}

export function UpscaleIcon(props: IconProps) {
  return (
    <RailIcon {...props}>
      <rect x="3" y="11" width="10" height="10" rx="1.5" />
      <path d="M14 3h7v7M21 3l-8 8" />
    </RailIcon>
  );
}

/** Option badges (locked, costs points) sit in a line of small text: 14 px. */
export function LockIcon(props: IconProps) {
  return (
    <Icon width="14" height="14" {...props}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </Icon>
  );
}

export function BoltIcon(props: IconProps) {
  return <SharedBoltIcon width="14" height="14" {...props} />;
}

export function PlusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 5v14M5 12h14" />
    </Icon>
  );
}

export function BrushIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M14 4l6 6-9 9H5v-6l9-9Z" />
    </Icon>
  );
}

export function CompareIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M9 6 3 12l6 6M15 6l6 6-6 6" />
    </Icon>
  );
}
