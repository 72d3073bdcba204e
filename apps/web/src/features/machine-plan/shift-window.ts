import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { APP_TIME_ZONE } from '../../lib/app-day';
import { shiftWindow, type TimeWindow } from './plan-timeline-geometry';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The factory's shift ('08:00', for `shiftHours`) on the day a plan was made, in the app's time zone. */
export function planShiftWindow(
  plannedAt: string,
  shiftStart: string,
  shiftHours: number,
): TimeWindow {
  const day = dayjs(plannedAt).tz(APP_TIME_ZONE).format('YYYY-MM-DD');
  return shiftWindow(dayjs.tz(`${day}T${shiftStart}:00`, APP_TIME_ZONE).valueOf(), shiftHours);
}
