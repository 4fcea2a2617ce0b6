import { Icon, type IconProps, TrashIcon } from '@framewise/ui-kit';

// The upload control's icons, drawn in ui-kit's icon frame at the control's larger size and lighter line. They are
// decorative: the text beside them (or the button's label) names the action.
function UploadControlIcon(props: IconProps) {
  return <Icon width="24" height="24" strokeWidth="1.8" {...props} />;
}

export function UploadIcon(props: IconProps) {
  return (
    <UploadControlIcon {...props}>
      <path d="M12 16V4" />
      <path d="m7 9 5-5 5 5" />
      <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
    </UploadControlIcon>
  );
}

/** ui-kit's trash shape, in the control's line weight. */
export function DeleteIcon(props: IconProps) {
  return <TrashIcon strokeWidth="1.8" {...props} />;
}

export function AlertIcon(props: IconProps) {
  return (
    <UploadControlIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5" />
      <path d="M12 16.5h.01" />
    </UploadControlIcon>
  );
}

export function CameraIcon(props: IconProps) {
  return (
    <UploadControlIcon {...props}>
      <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
      <circle cx="12" cy="13" r="3.5" />
    </UploadControlIcon>
  );
}
