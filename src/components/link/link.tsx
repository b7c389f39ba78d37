import type { ComponentProps, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export interface LinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** Where the link goes, inside the app (`/movie/550`, `{ pathname, search }`). */
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  state?: unknown;
}

/**
 * An in-app link: a real `<a href>` (open in a new tab, copy the address) that navigates in the
 * page on a plain click. Built from React Router's own `useHref` and `useLinkClickHandler`, like
 * its `Link`, without that component's route-prefetching and server-rendering support, which a
 * hash-routed single-page app never uses and which would weigh on the first paint.
 */
export function Link({ to, replace, state, target, onClick, ref, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...rest} ref={ref} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}
