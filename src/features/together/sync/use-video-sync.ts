import { useEffect, useRef, useState } from 'react';
import { sendMedia, sendPlayback, sharedNow } from '../model/room-actions';
import { useMayControl, useTogetherStore } from '../model/room.store';
import { positionAt } from '../model/timeline';
import type { VideoMedia } from '@shared/together/messages';
import type { VideoBridge, VideoEvent } from './video-bridge';

const TICK_MS = 250;
/** A controlled player further than this from the room is moved there. */
const SEEK_FROM = 1;
/** A player that only reports is offered "Jump to" beyond this. */
const AWAY_FROM = 10;
/** An event this soon after a command of ours is that command's echo, not the viewer's. */
const ECHO_MS = 1500;

export const mediaKey = (m: VideoMedia) => `${m.type}/${m.id}/${m.season}/${m.episode}/${m.server}`;

/** The title this tab last shared with its room (by room), across the watch page's sessions. */
let lastInStep: { room: string | null; key: string } | null = null;

interface LocalPlayer {
  playing: boolean;
  position: number;
  at: number;
}

const PLAYING = new Set(['play', 'timeupdate']);
const STOPPED = new Set(['pause', 'ended', 'ready']);

/**
 * Keeps an embedded player beside its room (README: "Video side by side"): the room's title,
 * episode and server are followed, and a player Reelbeat controls plays, pauses and seeks with
 * the room within a second. A member who may control tells the room of its own play, pause and
 * seek, and the host of the title it moves to. Returns where the room is, for the panel.
 */
export function useVideoSync(bridge: VideoBridge) {
  const mayControl = useMayControl();
  const [roomAt, setRoomAt] = useState<number | null>(null);
  const [away, setAway] = useState(false);
  const local = useRef<LocalPlayer | null>(null);
  const echoes = useRef<{ event: string; until: number }[]>([]);
  const controlRef = useRef(mayControl);
  useEffect(() => {
    controlRef.current = mayControl;
  });

  useEffect(() => {
    const known = bridge.lastKnown();
    local.current = { ...known, at: performance.now() };
    const isEcho = (event: VideoEvent) => {
      const now = performance.now();
      echoes.current = echoes.current.filter((e) => e.until > now);
      const index = echoes.current.findIndex((e) => e.event === event.event);
      if (index >= 0) echoes.current.splice(index, 1);
      return index >= 0;
    };
    const command = (name: 'play' | 'pause' | 'seek', time?: number) => {
      const event = name === 'seek' ? 'seeked' : name;
      const now = performance.now();
      echoes.current.push({ event, until: now + ECHO_MS });
      bridge.command(name, time);
      // Until the player's own report arrives, assume it did as told.
      const was = local.current ?? { playing: false, position: 0, at: now };
      local.current =
        name === 'seek' && time !== undefined
          ? { ...was, position: time, at: now }
          : { ...was, playing: name === 'play' };
    };
    // Before the room's clock is known (its first pings, longer on a slow link) a change is
    // kept, stamped with when it happened, and told once the clock is: dropped, the room stayed
    // where it was and then pulled this player back there.
    let untold: { playing: boolean; position: number; local: number } | null = null;
    const announce = (playing: boolean, position: number, local = performance.now()) => {
      const at = sharedNow(local);
      untold = at === null ? { playing, position, local } : null;
      if (at !== null) sendPlayback({ playing, position, at });
    };

    const off = bridge.subscribe((event) => {
      const before = local.current;
      const playing = PLAYING.has(event.event)
        ? true
        : STOPPED.has(event.event)
          ? false
          : (before?.playing ?? false);
      local.current = { playing, position: event.currentTime, at: performance.now() };
      if (!['play', 'pause', 'seeked'].includes(event.event) || isEcho(event)) return;
      if (controlRef.current) announce(playing, event.currentTime);
    });

    const tick = () => {
      const now = sharedNow();
      if (untold && now !== null && controlRef.current) {
        announce(untold.playing, untold.position, untold.local);
      }
      const state = useTogetherStore.getState().state;
      if (!state || state.media.kind !== 'video' || now === null) return;
      const room = useTogetherStore.getState().room;
      const here = mediaKey(bridge.media);
      const there = mediaKey(state.media);
      if (there !== here) {
        // This tab moved to another title or server while in step: the room comes along.
        const moved = lastInStep?.room === room && lastInStep.key === there;
        if (moved && controlRef.current) {
          lastInStep = { room, key: here };
          sendMedia(bridge.media, { playing: false, position: 0, at: now });
        } else bridge.go(state.media);
        return;
      }
      lastInStep = { room, key: here };
      const target = positionAt(state.playback, now);
      setRoomAt(target);
      const player = local.current;
      if (!player) return;
      const estimate =
        player.position + (player.playing ? (performance.now() - player.at) / 1000 : 0);
      setAway(Math.abs(estimate - target) > AWAY_FROM);
      if (bridge.capability !== 'controlled') return;
      if (state.playback.playing !== player.playing) {
        command(state.playback.playing ? 'play' : 'pause');
        if (Math.abs(estimate - target) > SEEK_FROM) command('seek', target);
      } else if (Math.abs(estimate - target) > SEEK_FROM) {
        command('seek', target);
      }
    };
    const timer = setInterval(tick, TICK_MS);
    tick();
    return () => {
      clearInterval(timer);
      off();
    };
  }, [bridge]);

  return { roomAt, away };
}
