export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleOptions,
  type ButtonVariant,
  buttonClassName,
} from './Button';
export { cx } from './classNames';
export { Header, type HeaderLink, type HeaderProps } from './Header';
export {
  BoltIcon,
  CheckIcon,
  ChevronDownIcon,
  CloseIcon,
  ErrorIcon,
  GlobeIcon,
  Icon,
  type IconProps,
  ImageIcon,
  ImageOffIcon,
  InfoIcon,
  MenuIcon,
  SparkIcon,
  SuccessIcon,
  TrashIcon,
  VideoIcon,
  WarningIcon,
} from './icons';
export { LanguageMenu, type LanguageMenuProps } from './LanguageMenu';
export { LazyImage, type LazyImageProps } from './LazyImage';
export { type LinkRenderProps, type RenderLink, renderAnchor } from './links';
export { Modal, type ModalProps } from './Modal';
export { NotFound, type NotFoundProps } from './NotFound';
export { PageLoading, type PageLoadingProps } from './PageLoading';
export { Spinner, type SpinnerProps, type SpinnerSize } from './Spinner';
export {
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastType,
  useToast,
} from './Toast';
export * from './tokens';
export { useHydrated } from './useHydrated';
export { useMenuButton } from './useMenuButton';
