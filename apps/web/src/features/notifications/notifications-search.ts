import { dayRangeUnix } from '../../lib/app-day';
import type { NotificationFilterValues } from './components/notification-filters';

/** The /notifications page's filters and page, kept in the URL. */
export type NotificationsSearch = {
  page?: number | undefined;
  status?: 'unread' | 'read' | undefined;
  /** Calendar days 'YYYY-MM-DD' in the app time zone. */
  from?: string | undefined;
  to?: string | undefined;
};

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: unknown) =>
  typeof value === 'string' && CALENDAR_DAY.test(value) ? value : undefined;

export function validateNotificationsSearch(search: Record<string, unknown>): NotificationsSearch {
  const page = Number(search.page);
  const status = search.status === 'unread' || search.status === 'read' ? search.status : undefined;
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    status,
    from: day(search.from),
    to: day(search.to),
  };
}

export function filterValuesOf(search: NotificationsSearch): NotificationFilterValues {
  return { read: search.status ?? 'all', from: search.from, to: search.to };
}

export function searchOfFilterValues(values: NotificationFilterValues): NotificationsSearch {
  return {
    status: values.read === 'all' ? undefined : values.read,
    from: values.from,
    to: values.to,
    page: undefined,
  };
}

/** The API's filters: status 0/1 and unix seconds of the start and end of the chosen days. */
export function apiFiltersOf(search: NotificationsSearch) {
  const start = search.from ?? search.to;
  const end = search.to ?? search.from;
  return {
    status:
      search.status === 'unread'
        ? (0 as const)
        : search.status === 'read'
          ? (1 as const)
          : undefined,
    createdFrom: start ? dayRangeUnix(start).from : undefined,
    createdTo: end ? dayRangeUnix(end).to : undefined,
  };
}
