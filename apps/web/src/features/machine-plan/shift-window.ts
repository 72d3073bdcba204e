import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { APP_TIME_ZONE } from '../../lib/app-day';
import { shiftWindow, type TimeWindow } from './plan-timeline-geometry';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The shift a plan made at `plannedAt` fills: the factory's shift ('08:00', for `shiftHours`) on
 * that day in the app's time zone, or the next day's once that day's shift is over.
 */
export function planShiftWindow(
  plannedAt: string,
  shiftStart: string,
  shiftHours: number,
): TimeWindow {
  const planned = dayjs(plannedAt).tz(APP_TIME_ZONE);
  const startOn = (day: dayjs.Dayjs) =>
    dayjs.tz(`${day.format('YYYY-MM-DD')}T${shiftStart}:00`, APP_TIME_ZONE).valueOf();
  const today = shiftWindow(startOn(planned), shiftHours);
  return planned.valueOf() < today.endMs
    ? today
    : shiftWindow(startOn(planned.add(1, 'day')), shiftHours);
}
