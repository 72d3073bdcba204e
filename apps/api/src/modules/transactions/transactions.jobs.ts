import type { JobDefinition } from '../../plugins/jobs.ts';
import { sweepPendingDeposits } from './deposits.service.ts';
import { sweepIdempotencyKeys } from './idempotency-keys.repository.ts';
import { sweepPendingOrderPayments } from './order-payments.service.ts';

export const transactionJobs: JobDefinition[] = [
  {
    name: 'wallet-sweep',
    cron: '*/5 * * * *',
    description:
      'Settles wallet top-ups and order payments nobody is polling: paid ones complete, abandoned ones end (every 5 minutes)',
    run: async ({ app, now }) => ({
      deposits: await sweepPendingDeposits(app.db, app.wallet, now),
      payments: await sweepPendingOrderPayments(app.db, app.wallet, now),
    }),
  },
  {
    name: 'idempotency-sweep',
    cron: '17 * * * *',
    description: 'Deletes Idempotency-Key answers older than 24 hours (hourly)',
    run: ({ app }) => sweepIdempotencyKeys(app.db),
  },
];
