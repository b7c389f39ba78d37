/** Seconds as m:ss, or '--:--' when unknown (missing, zero, negative or not a number). */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) {
    return '--:--';
  }
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A current position as m:ss, where 0 is a real value ('0:00'), not unknown. */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  return formatDuration(seconds) === '--:--' ? '0:00' : formatDuration(seconds);
}
