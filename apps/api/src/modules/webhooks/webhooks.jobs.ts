import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../plugins/jobs.ts';
import { deliverDueWebhooks } from './webhook-delivery.service.ts';
import { registerWebhookSender } from './webhooks.public.ts';

/** Seller webhooks: every minute the due deliveries and retries go out (claimed, so once). */
export const webhookJobs: readonly JobDefinition[] = [
  {
    name: 'webhook-deliveries',
    cron: '* * * * *',
    description: 'Sends seller webhooks that are due: new events and retries of failed ones',
    expireInSeconds: 5 * 60,
    run: ({ app }) => deliverDueWebhooks(app),
  },
];

/**
 * Sends new events right after their transaction commits, on the instance that made them, while
 * the job runner runs (tests send with direct calls). One run at a time; a commit during a run
 * asks for one more.
 */
export function sendWebhooksAfterCommits(app: FastifyInstance): void {
  let running = false;
  let again = false;
  const run = async () => {
    running = true;
    try {
      do {
        again = false;
        await deliverDueWebhooks(app);
      } while (again && app.jobs.started());
    } catch (error) {
      app.log.error({ err: error }, 'webhook sender failed');
    } finally {
      running = false;
    }
  };
  registerWebhookSender(app.db, () => {
    if (!app.jobs.started()) return;
    if (running) again = true;
    else void run();
  });
}
