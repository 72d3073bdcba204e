// Calendar days in the app's time zone, without a date library: the URL readers that use this
// load with the first page, where dayjs (and its time-zone data) would only add weight.

export const APP_TIME_ZONE = 'Asia/Bangkok';

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: APP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The app zone's wall clock at an instant, as if it were UTC (milliseconds). */
function wallClockMs(instantMs: number): number {
  const part: Record<string, number> = {};
  for (const { type, value } of zoneParts.formatToParts(instantMs)) part[type] = Number(value);
  return Date.UTC(
    part.year ?? 0,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    part.hour ?? 0,
    part.minute ?? 0,
    part.second ?? 0,
  );
}

/** The instant (ms) the app zone's clock shows midnight of this calendar day. */
function midnightMs(year: number, month: number, day: number): number {
  const asUtc = Date.UTC(year, month - 1, day);
  // The zone's offset near that day, then again at the corrected instant (offsets can change).
  const first = asUtc - (wallClockMs(asUtc) - asUtc);
  return asUtc - (wallClockMs(first) - first);
}

/**
 * Unix seconds of the first and the last second of a day in the app time zone. A 'YYYY-MM-DD'
 * string (what date pickers give) names that calendar day; any other instant means the day it
 * falls on in the app time zone.
 */
export function dayRangeUnix(date: Date | string | number): { from: number; to: number } {
  let year: number;
  let month: number;
  let day: number;
  const calendar = typeof date === 'string' ? CALENDAR_DAY.exec(date) : null;
  if (calendar) {
    [year, month, day] = [Number(calendar[1]), Number(calendar[2]), Number(calendar[3])];
  } else {
    const instant = new Date(date).getTime();
    if (!Number.isFinite(instant)) throw new RangeError(`Invalid date: ${String(date)}`);
    const wall = new Date(wallClockMs(instant));
    [year, month, day] = [wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate()];
  }
  // A day past the month's end rolls over ('2024-02-30' is March 1), as date pickers never send.
  const from = midnightMs(year, month, day);
  const next = midnightMs(year, month, day + 1);
  return { from: Math.floor(from / 1000), to: Math.floor(next / 1000) - 1 };
}
