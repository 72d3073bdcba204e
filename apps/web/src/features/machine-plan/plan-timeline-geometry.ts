/**
 * Where things sit on the plan's timeline: a window of time (the shift, stretched to hold every
 * run), each run as a left edge and a width in percent of it, and the hour ticks. Pure, so the
 * geometry is tested without a browser.
 */

export type TimeWindow = { startMs: number; endMs: number };

const HOUR_MS = 3_600_000;

/** The shift of `shiftHours` that starts at `shiftStartMs`. */
export function shiftWindow(shiftStartMs: number, shiftHours: number): TimeWindow {
  return { startMs: shiftStartMs, endMs: shiftStartMs + shiftHours * HOUR_MS };
}

/**
 * The window the timeline draws: from when the plan was made (or its earliest run, a started one)
 * to its last run's end, and on to the end of the shift while the shift is not over, so a plan
 * shorter than the shift shows the time left and a longer one shows where it overflows. Whole
 * hours at both ends, so the ticks fall on the hour.
 */
export function timelineWindow(
  plannedAtMs: number,
  shift: TimeWindow,
  runs: readonly { startsAt: string; endsAt: string }[],
): TimeWindow {
  let startMs = plannedAtMs;
  let endMs = plannedAtMs;
  if (shift.endMs > plannedAtMs) endMs = shift.endMs;
  for (const run of runs) {
    const start = Date.parse(run.startsAt);
    const end = Date.parse(run.endsAt);
    if (Number.isFinite(start)) startMs = Math.min(startMs, start);
    if (Number.isFinite(end)) endMs = Math.max(endMs, end);
  }
  startMs = Math.floor(startMs / HOUR_MS) * HOUR_MS;
  endMs = Math.max(startMs + HOUR_MS, Math.ceil(endMs / HOUR_MS) * HOUR_MS);
  return { startMs, endMs };
}

/** An instant's place in the window, in percent (0 at its start, 100 at its end), clamped. */
export function percentOf(window: TimeWindow, instantMs: number): number {
  const span = window.endMs - window.startMs;
  if (span <= 0) return 0;
  return Math.min(100, Math.max(0, ((instantMs - window.startMs) / span) * 100));
}

/** A run's block: its left edge and width in percent of the window. */
export function blockOf(
  window: TimeWindow,
  run: { startsAt: string; endsAt: string },
): { left: number; width: number } {
  const left = percentOf(window, Date.parse(run.startsAt));
  const right = percentOf(window, Date.parse(run.endsAt));
  return { left, width: Math.max(0, right - left) };
}

/** The hours inside the window, each with its place in percent. */
export function hourTicks(window: TimeWindow): { atMs: number; left: number }[] {
  const ticks: { atMs: number; left: number }[] = [];
  for (let at = Math.ceil(window.startMs / HOUR_MS) * HOUR_MS; at <= window.endMs; at += HOUR_MS) {
    ticks.push({ atMs: at, left: percentOf(window, at) });
  }
  return ticks;
}

/**
 * How wide the lanes are drawn, in pixels: enough for a run of a few minutes to be told apart
 * (2.5 px a minute, 720 px at least); a narrower screen scrolls the lanes inside their box.
 */
export function timelineMinWidth(window: TimeWindow): number {
  return Math.max(720, Math.round(((window.endMs - window.startMs) / 60_000) * 2.5));
}

/** Hours, minutes and seconds of a duration, for its words ('1 h 05 min', '38 min', '40 s'). */
export function durationParts(seconds: number): {
  hours: number;
  minutes: number;
  seconds: number;
} {
  const whole = Math.max(0, Math.round(seconds));
  return {
    hours: Math.floor(whole / 3600),
    minutes: Math.floor((whole % 3600) / 60),
    seconds: whole % 60,
  };
}

/**
 * The plan against first come, first served, in whole percent of the latter: positive when the
 * plan is shorter, negative when it is longer.
 */
export function savingPercent(makespanSeconds: number, fcfsMakespanSeconds: number): number {
  if (fcfsMakespanSeconds <= 0) return 0;
  return Math.round((1 - makespanSeconds / fcfsMakespanSeconds) * 100);
}
