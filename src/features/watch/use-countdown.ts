import { useEffect, useRef, useState } from 'react';

/** Seconds left of a countdown that calls `onDone` once at zero; paused while not active. */
export function useCountdown(seconds: number, onDone: () => void, active = true) {
  const [left, setLeft] = useState(seconds);
  const doneRef = useRef(onDone);
  useEffect(() => {
    doneRef.current = onDone;
  });
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setLeft((n) => Math.max(0, n - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  useEffect(() => {
    if (active && left === 0) doneRef.current();
  }, [left, active]);
  return left;
}
