import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

/**
 * The job runner (pg-boss): queues and schedules kept in PostgreSQL (schema `pgboss`), so every
 * API instance can work them and each job is taken by one instance only. On the embedded database
 * pg-boss speaks to the same PGlite as the app. Each module keeps its jobs in `<module>.jobs.ts`;
 * job-definitions.ts lists them. A job is idempotent: a retry, or a second instance, does no harm.
 */

export type JobContext = { app: FastifyInstance; now: Date };

export type JobDefinition = {
  /** Queue name, kebab-case. */
  name: string;
  /** A schedule (cron, evaluated in Asia/Bangkok); absent for jobs sent on demand. */
  cron?: string;
  /** What the schedule is for, shown to admins. */
  description: string;
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
  run: (context: JobContext, data: Record<string, unknown>) => Promise<unknown>;
};

export const JOBS_TIME_ZONE = 'Asia/Bangkok';

export type Jobs = {
  definitions: readonly JobDefinition[];
  /** True once started (server.ts starts it; tests only when they ask). */
  started: () => boolean;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** Queues a job of a known queue; answers its id. */
  send: (name: string, data?: Record<string, unknown>) => Promise<string | null>;
  boss: () => PgBoss;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** pg-boss on the app's own PGlite: parameterised statements one by one, scripts through exec. */
function pgliteExecutor(database: Database) {
  const pglite = database.pglite;
  if (!pglite) throw new Error('jobs: the embedded database is missing');
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return { rows: results.flatMap((result) => result.rows ?? []) };
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Creates the queue unless it exists. Instances starting together race on pg-boss's DDL
 * (PostgreSQL answers one of them 'deadlock detected' or a unique violation): the loser waits a
 * moment and finds the queue made.
 */
async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue & { name: string }) {
  for (let attempt = 1; ; attempt += 1) {
    if (await boss.getQueue(queue.name)) return;
    try {
      await boss.createQueue(queue.name, queue);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 5 || (code !== '40P01' && code !== '23505' && code !== '42P07')) throw error;
      await sleep(100 * attempt + Math.floor(Math.random() * 100));
    }
  }
}

function createBoss(database: Database): PgBoss {
  const options: PgBoss.ConstructorOptions = {
    schema: 'pgboss',
    // Completed jobs are kept a week for the admins' page, then archived and dropped.
    archiveCompletedAfterSeconds: 7 * 24 * 3600,
    deleteAfterDays: 30,
  };
  if (database.kind === 'postgres') {
    return new PgBoss({ ...options, connectionString: database.url, max: 4 });
  }
  return new PgBoss({ ...options, db: pgliteExecutor(database) });
}

export const jobsPlugin = fp(
  async (app: FastifyInstance, options: { definitions: readonly JobDefinition[] }) => {
    const { definitions } = options;
    let boss: PgBoss | null = null;
    let running = false;

    const known = (name: string) => {
      const definition = definitions.find((item) => item.name === name);
      if (!definition) throw new Error(`jobs: no queue named ${name}`);
      return definition;
    };

    const jobs: Jobs = {
      definitions,
      started: () => running,
      boss: () => {
        if (!boss) boss = createBoss(app.database);
        return boss;
      },
      async start() {
        if (running) return;
        const instance = jobs.boss();
        instance.on('error', (error) => app.log.error({ err: error }, 'job runner error'));
        await instance.start();
        for (const definition of definitions) {
          await ensureQueue(instance, {
            name: definition.name,
            retryLimit: definition.retryLimit ?? 3,
            retryDelay: definition.retryDelaySeconds ?? 30,
            retryBackoff: true,
            expireInSeconds: definition.expireInSeconds ?? 15 * 60,
          });
          // pg-boss waits its polling interval after every fetch, even one that found a job:
          // a worker that has just run one asks for the next at once (notifyWorker), so a queue
          // of many jobs drains at the speed of the jobs, not one every 2 s.
          let workerId: string | undefined;
          workerId = await instance.work(
            definition.name,
            { pollingIntervalSeconds: 2, batchSize: 1 },
            async ([job]) => {
              if (!job) return;
              try {
                return await definition.run(
                  { app, now: new Date() },
                  (job.data ?? {}) as Record<string, unknown>,
                );
              } finally {
                if (workerId) instance.notifyWorker(workerId);
              }
            },
          );
          if (definition.cron) {
            // A singleton per schedule: every instance may hold it, pg-boss sends each tick once.
            await instance.schedule(definition.name, definition.cron, {}, { tz: JOBS_TIME_ZONE });
          } else {
            await instance.unschedule(definition.name).catch(() => undefined);
          }
        }
        running = true;
      },
      async stop() {
        if (!boss || !running) return;
        running = false;
        await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      },
      async send(name, data = {}) {
        const definition = known(name);
        return jobs.boss().send(definition.name, data, {
          retryLimit: definition.retryLimit ?? 3,
          retryDelay: definition.retryDelaySeconds ?? 30,
          retryBackoff: true,
        });
      },
    };
    app.decorate('jobs', jobs);
    app.addHook('onClose', async () => jobs.stop());
  },
);
