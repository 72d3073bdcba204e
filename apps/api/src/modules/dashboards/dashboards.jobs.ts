import type { JobDefinition } from '../../plugins/jobs.ts';
import { rebuildOrderMonthlyStats } from './dashboards.repository.ts';

export const dashboardJobs: JobDefinition[] = [
  {
    name: 'order-monthly-stats',
    cron: '*/5 * * * *',
    description:
      'Rebuilds the monthly order stats the long-range admin and manager reports read (every 5 minutes)',
    expireInSeconds: 10 * 60,
    run: ({ app }) => rebuildOrderMonthlyStats(app.db),
  },
];
