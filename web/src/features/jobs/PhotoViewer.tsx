import { Button, ChevronLeftIcon, ChevronRightIcon, Dialog, Modal } from '@spanner/design-system';
import type { KeyboardEvent } from 'react';
import * as css from './jobs.css';

export interface Photo {
  id: string;
  url: string;
  originalName?: string | null;
}

/** A job's photos one at a time, with previous and next (buttons or the arrow keys). */
export function PhotoViewer({
  photos,
  index,
  onIndexChange,
}: {
  photos: Photo[];
  index: number | null;
  onIndexChange: (i: number | null) => void;
}) {
  const open = index !== null && photos.length > 0;
  const i = open ? Math.min(index, photos.length - 1) : 0;
  const photo = photos[i];
  const go = (step: number) => onIndexChange((i + step + photos.length) % photos.length);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') go(-1);
    if (e.key === 'ArrowRight') go(1);
  };
  return (
    <Modal size="lg" isOpen={open} onOpenChange={(o) => !o && onIndexChange(null)}>
      <Dialog title={`Photo ${i + 1} of ${photos.length}`}>
        {photo && (
          // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys page through the photos inside the dialog
          <div className={css.viewer} onKeyDown={onKeyDown}>
            <img src={photo.url} alt={photo.originalName || `Job photo ${i + 1}`} className={css.viewerImage} />
            {photos.length > 1 && (
              <div className={css.viewerNav}>
                <Button variant="secondary" icon={<ChevronLeftIcon size={16} />} onPress={() => go(-1)}>
                  Previous
                </Button>
                <Button variant="secondary" iconEnd={<ChevronRightIcon size={16} />} onPress={() => go(1)}>
                  Next
                </Button>
              </div>
            )}
          </div>
        )}
      </Dialog>
    </Modal>
  );
}
