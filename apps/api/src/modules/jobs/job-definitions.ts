import type { JobDefinition } from '../../plugins/jobs.ts';
import { signInJobs } from '../auth/auth.jobs.ts';
import { autoPaymentJobs } from '../auto-payment/auto-payment.jobs.ts';
import { dashboardJobs } from '../dashboards/dashboards.jobs.ts';
import { reportJobs } from '../reports/reports.jobs.ts';
import { storeSyncJobs } from '../store-sync/store-sync.jobs.ts';
import { transactionJobs } from '../transactions/transactions.jobs.ts';
import { webhookJobs } from '../webhooks/webhooks.jobs.ts';
import { mailJobs } from './mail.jobs.ts';

/** Every queue the job runner works; each module keeps its own in `<module>.jobs.ts`. */
export const jobDefinitions: readonly JobDefinition[] = [
  ...signInJobs,
  ...transactionJobs,
  ...autoPaymentJobs,
  ...mailJobs,
  ...reportJobs,
  ...dashboardJobs,
  ...storeSyncJobs,
  ...webhookJobs,
];
