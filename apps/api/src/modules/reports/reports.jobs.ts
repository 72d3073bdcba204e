import { z } from 'zod';
import type { JobDefinition } from '../../plugins/jobs.ts';
import { generateReport, REPORT_QUEUE } from './reports.service.ts';

const reportJobSchema = z.object({ reportId: z.number().int().min(1) });

export const reportJobs: JobDefinition[] = [
  {
    name: REPORT_QUEUE,
    description:
      'Generates a requested report as a CSV file (ordered products, inventory warning, production output)',
    // A failure is recorded on the report itself; the user generates it again.
    retryLimit: 0,
    expireInSeconds: 10 * 60,
    run: ({ app, now }, data) =>
      generateReport(
        { db: app.db, storage: app.storage, now },
        reportJobSchema.parse(data).reportId,
      ),
  },
];
