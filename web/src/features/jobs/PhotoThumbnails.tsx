import { Button, CloseIcon, IconButton, Link } from '@spanner/design-system';
import { useState } from 'react';
import * as css from './jobs.css';
import { type Photo, PhotoViewer } from './PhotoViewer';

/**
 * Photo thumbnails that open the viewer. With `limit`, at most that many then a '+N more' tile (linking to
 * `moreHref`); with `onRemove`, each has a remove button.
 */
export function PhotoThumbnails({
  photos,
  limit,
  total = photos.length,
  moreHref,
  onRemove,
}: {
  photos: Photo[];
  limit?: number;
  total?: number;
  moreHref?: string;
  onRemove?: (photo: Photo) => void;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const shown = limit ? photos.slice(0, limit) : photos;
  const more = total - shown.length;
  return (
    <>
      <ul className={css.photoGrid} aria-label="Photos">
        {shown.map((p, i) => (
          <li key={p.id} className={css.photoItem}>
            <Button variant="ghost" className={css.thumbButton} onPress={() => setOpen(i)} aria-label={`Open photo ${i + 1} of ${total}`}>
              <img src={p.url} alt="" loading="lazy" className={css.thumb} />
            </Button>
            {onRemove && (
              <span className={css.removePhoto}>
                <IconButton
                  size="sm"
                  variant="secondary"
                  label={`Remove photo ${i + 1}`}
                  icon={<CloseIcon size={14} />}
                  onPress={() => onRemove(p)}
                />
              </span>
            )}
          </li>
        ))}
        {more > 0 && (
          <li>
            {moreHref ? (
              <Link href={moreHref} variant="subtle" className={css.moreTile}>
                +{more} more
              </Link>
            ) : (
              <span className={css.moreTile}>+{more} more</span>
            )}
          </li>
        )}
      </ul>
      <PhotoViewer photos={photos} index={open} onIndexChange={setOpen} />
    </>
  );
}
