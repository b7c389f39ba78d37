import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { href } from '@shared/config/paths';
import { reportActivity } from '@/lib/platform/active-presence';
import type { WatchTarget } from './embed-urls';

/** The desktop presence says what is being watched, once the title is known. */
export function useWatchActivity(title: string | undefined, target: WatchTarget) {
  useEffect(() => {
    if (title) {
      reportActivity({
        kind: 'watching',
        title,
        season: target.season,
        episode: target.episode,
      });
    }
  }, [title, target.season, target.episode]);
}

/** Back: the previous page, or the title's detail page when opened directly (no history). */
export function useGoBack(target: WatchTarget) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key === 'default') navigate(href.detail(target.type, target.id));
    else navigate(-1);
  };
}
