import { useState } from 'react';
import { type AvatarHosts, avatarDisplayUrl } from './avatar-url';
import { supportsWebp } from './device';

export interface AvatarProps extends AvatarHosts {
  /** The profile's avatar_url: a URL, or the stored key of an uploaded avatar. */
  url: string;
  /** Shown as an initial when there is no picture or it fails to load. */
  name: string;
  size?: 'md' | 'lg';
  alt?: string;
}

/** A round avatar: the user's picture through the CDN's small-avatar suffix, or the first letter of the name. */
export function Avatar({ url, name, cdnHost, publicBase, size = 'md', alt = '' }: AvatarProps) {
  const src = avatarDisplayUrl(url, { cdnHost, publicBase }, supportsWebp());
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span className={size === 'lg' ? 'fw-auth-avatar fw-auth-avatar--lg' : 'fw-auth-avatar'}>
      {src && failedSrc !== src ? (
        <img src={src} alt={alt} onError={() => setFailedSrc(src)} />
      ) : (
        <span aria-hidden={alt ? undefined : true}>{initial}</span>
      )}
    </span>
  );
}
