import type { JobDefinition } from '../../plugins/jobs.ts';
import { sweepExpiredAuthRecords } from './sweep.ts';

export const signInJobs: JobDefinition[] = [
  {
    name: 'sign-in-sweep',
    cron: '7 * * * *',
    description: 'Deletes sign-in records that can no longer be used (hourly)',
    run: ({ app }) => sweepExpiredAuthRecords(app.db),
  },
];
