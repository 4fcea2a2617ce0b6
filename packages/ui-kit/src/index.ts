export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleOptions,
  type ButtonVariant,
  buttonClassName,
} from './Button';
export { cx } from './classNames';
export { copyText } from './clipboard';
export { Header, type HeaderLink, type HeaderProps } from './Header';
export { BoltIcon, CloseIcon, Icon, type IconProps, ImageIcon, SparkIcon, TrashIcon, VideoIcon } from './icons';

export { type ImageSource, LazyImage, type LazyImageProps } from './LazyImage';
export type { LinkRenderProps, RenderLink } from './links';
export { Modal, type ModalProps } from './Modal';
export { NotFound, type NotFoundProps } from './NotFound';
export { PageLoading, type PageLoadingProps } from './PageLoading';
export { usePageInUse } from './page-in-use';
export { Spinner, type SpinnerProps, type SpinnerSize } from './Spinner';
export {
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastType,
  useToast,
} from './Toast';
export {
  type Brand,
  type BrandColors,
  brandColors,
  LOGIN_MODAL_WIDTH,
  type Neutrals,
  neutrals,
  statusColors,
  type Theme,
} from './tokens';
export { useHydrated } from './useHydrated';
export { useMenuButton } from './useMenuButton';
