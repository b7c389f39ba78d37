import { useEffect, useRef, useState, type ReactNode } from 'react';

interface NearViewportProps {
  children: ReactNode;
  /** Shown until the place comes near the viewport; give it the content's height. */
  placeholder: ReactNode;
  /** How far ahead of the viewport to start rendering. */
  rootMargin?: string;
}

/**
 * Renders its children only once their place is about to scroll into view, so a long page
 * does not build every section on first load. Without IntersectionObserver it renders at once.
 */
export function NearViewport({ children, placeholder, rootMargin = '600px' }: NearViewportProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return near ? <>{children}</> : <div ref={ref}>{placeholder}</div>;
}
