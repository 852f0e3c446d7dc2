import { type CSSProperties, useId, useState } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Avatar.css';
import { AvatarPattern, type AvatarVariant, avatarVariants } from './patterns';
import { avatarHue, initials } from './seed';

export interface AvatarProps {
  /** Person or company name: gives the initials, the hue and the accessible name. */
  name: string;
  /** Photo URL; wins over everything else while it loads. */
  src?: string | null;
  /** A generated pattern (the spec's avatar_variant); leave out for initials. */
  variant?: AvatarVariant | null;
  /** Seed for the pattern (the user's avatar_seed); defaults to the name. */
  seed?: string | null;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
}

/** A round picture of a person or company: photo, generated pattern, or initials on a colour derived from the name. */
export function Avatar({ name, src, variant, seed, size, className }: AvatarProps) {
  const id = useId();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src && src !== failedSrc;
  const pattern = variant && avatarVariants.includes(variant) ? variant : null;
  const style = { [styles.hueProperty]: avatarHue(name) } as CSSProperties;

  return (
    <span
      role="img"
      aria-label={name}
      className={cx(styles.avatar({ size }), className)}
      style={style}
      data-variant={showImage ? 'image' : (pattern ?? 'initials')}
    >
      {showImage ? (
        <img src={src} alt="" className={styles.image} onError={() => setFailedSrc(src)} />
      ) : pattern ? (
        <AvatarPattern variant={pattern} seed={seed || name} id={id.replace(/[^a-zA-Z0-9_-]/g, '')} />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </span>
  );
}
