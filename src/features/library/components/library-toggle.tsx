import { Check, Plus } from 'lucide-react';
import { useT } from '@/lib/i18n';
import type { MediaItem } from '@/lib/tmdb/types';
import { useIsInLibrary, useLibraryActions } from '@/lib/storage/video-lists';

interface LibraryToggleProps {
  item: MediaItem;
  className?: string;
  /** The label while the title is not in the library ("My List" in the hero). */
  addLabel: string;
}

/** The pressed/unpressed library button of the hero and the detail header. */
export function LibraryToggle({ item, className, addLabel }: LibraryToggleProps) {
  const t = useT();
  const inLibrary = useIsInLibrary(item);
  const library = useLibraryActions();
  return (
    <button
      type="button"
      className={className}
      aria-pressed={inLibrary}
      onClick={() => library.toggle(item)}
    >
      {inLibrary ? <Check aria-hidden="true" size={18} /> : <Plus aria-hidden="true" size={18} />}
      {inLibrary ? t('library.toggle.inLibrary') : addLabel}
    </button>
  );
}
