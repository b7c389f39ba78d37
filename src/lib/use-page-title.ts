import { useEffect } from 'react';

const PRODUCT = 'Reelbeat';

/** Sets the document title; a title that already names a product is used as it is. */
export function usePageTitle(title: string | null | undefined, { exact = false } = {}) {
  useEffect(() => {
    if (!title) return;
    document.title = exact ? title : `${title} - ${PRODUCT}`;
  }, [title, exact]);
}
