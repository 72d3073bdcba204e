import type { JobDefinition } from '../../plugins/jobs.ts';
import { pushDueFulfillments } from './store-fulfillments.service.ts';
import { readAllQueuedDeliveries } from './store-intake.service.ts';
import { pollAllStores, renewExpiringGrants } from './store-poll.service.ts';

/** Store sync's jobs: each is idempotent and safe on two instances (rows are claimed or deduped). */
export const storeSyncJobs: readonly JobDefinition[] = [
  {
    name: 'store-orders-poll',
    cron: '*/10 * * * *',
    description: 'Reads every connected store for orders its webhooks missed',
    expireInSeconds: 9 * 60,
    run: ({ app }) => pollAllStores(app),
  },
  {
    name: 'store-token-refresh',
    cron: '*/10 * * * *',
    description: 'Renews the stores’ access before it expires, keeping each new refresh token',
    run: ({ app }) => renewExpiringGrants(app),
  },
  {
    name: 'store-deliveries-read',
    cron: '* * * * *',
    description: 'Reads the store webhooks a stopped process left received but unread',
    run: ({ app }) => readAllQueuedDeliveries(app),
  },
  {
    name: 'store-fulfillment-push',
    cron: '* * * * *',
    description: 'Sends tracking numbers to the stores their orders came from, retrying failures',
    run: ({ app }) => pushDueFulfillments(app),
  },
];
