import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/dialog';
import { paths } from '@shared/config/paths';
import { useConfig } from '@/config/config-context';
import { useT } from '@/lib/i18n';
import { remoteActions } from './actions';
import { leaveApp } from './back';
import { keepFocus } from './focus-keeper';
import { frameInFocus, isFrameHeard, stopListeningInFrames } from './frames';
import { watchGamepads } from './gamepad';
import { loadPostersAhead } from './row-posters';
import { listenToRemote } from './tv-keys';
import { warmFocusPath } from './warm-focus';
import './tv.css';
import styles from './tv-mode.module.css';

/**
 * TV mode: the remote's and the gamepad's keys, focus that is never lost, the 10-foot styles
 * (tv.css, which comes with this chunk), the question before leaving from Home and the hint
 * inside a player frame. The layout mounts it only while TV mode is on.
 */
export default function TvMode() {
  const t = useT();
  const { productName } = useConfig();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [leaving, setLeaving] = useState(false);
  const inFrame = useFrameFocus();
  const place = useRef({ pathname, navigate });
  useEffect(() => {
    place.current = { pathname, navigate };
  });

  useEffect(() => {
    // Back with nothing open on top: the previous page (Home when Reelbeat was opened on this
    // one), and on Home the question before leaving.
    const backPage = () => {
      const { pathname: at, navigate: go } = place.current;
      const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (at === paths.home) setLeaving(true);
      else if (index > 0) void go(-1);
      else void go(paths.home);
    };
    const remote = remoteActions(backPage);
    const stops = [
      listenToRemote(remote, backPage),
      keepFocus(),
      warmFocusPath(),
      loadPostersAhead(),
      stopListeningInFrames,
      watchGamepads((action) => {
        if (action.kind === 'move') remote.move(action.direction);
        else if (action.kind === 'jump') remote.jump(action.direction);
        else if (action.kind === 'ok') remote.press();
        else if (action.kind === 'back') remote.back();
        else remote.playPause();
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, []);

  return (
    <>
      {inFrame ? (
        <p className={styles.hint} role="status">
          {t('tv.frame.hint', { app: productName })}
        </p>
      ) : null}
      <ConfirmDialog
        open={leaving}
        title={t('tv.leave.title', { app: productName })}
        message={t('tv.leave.message')}
        confirmLabel={t('tv.leave.confirm')}
        cancelLabel={t('tv.leave.cancel')}
        onConfirm={() => {
          setLeaving(false);
          leaveApp();
        }}
        onCancel={() => setLeaving(false)}
      />
    </>
  );
}

/** Whether focus is inside a player frame Reelbeat hears Back from (so the hint can promise it). */
function useFrameFocus(): boolean {
  const [inFrame, setInFrame] = useState(false);
  useEffect(() => {
    // Whether a frame was found in focus at the last look: focus moving between the page's own
    // controls (every press along a row) then has nothing to undo, and queues no task.
    let marked = false;
    // The frame's ring: a frame whose page has focus does not match :focus itself (tv.css).
    const update = () =>
      window.setTimeout(() => {
        const frame = frameInFocus();
        for (const other of document.querySelectorAll('iframe[data-tv-in]')) {
          if (other !== frame) other.removeAttribute('data-tv-in');
        }
        frame?.setAttribute('data-tv-in', '');
        marked = Boolean(frame);
        setInFrame(Boolean(frame && isFrameHeard(frame)));
      });
    const focused = (event: FocusEvent) => {
      if (marked || event.target instanceof HTMLIFrameElement) update();
    };
    window.addEventListener('blur', update);
    document.addEventListener('focusin', focused);
    return () => {
      window.removeEventListener('blur', update);
      document.removeEventListener('focusin', focused);
    };
  }, []);
  return inFrame;
}
