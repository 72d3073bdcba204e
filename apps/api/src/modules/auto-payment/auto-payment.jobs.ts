import type { JobDefinition } from '../../plugins/jobs.ts';
import { queueMail } from '../jobs/mail.jobs.ts';
import { runAutoPayment } from './auto-payment-run.ts';

export const autoPaymentJobs: JobDefinition[] = [
  {
    name: 'auto-payment',
    cron: '*/5 * * * *',
    description:
      'Pays the orders of sellers whose auto-payment hour it is (Asia/Bangkok), once per seller and hour (every 5 minutes)',
    // A failed run is simply done again at the next tick of the hour.
    retryLimit: 1,
    run: ({ app, now }) =>
      runAutoPayment(
        app.db,
        {
          payoneer: app.payoneer,
          mailer: { send: (mail) => queueMail(app, mail) },
          publicUrl: app.config.publicUrl,
          log: app.log,
        },
        now,
      ),
  },
];
