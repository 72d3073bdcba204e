import { type Job, type JobQueues, type JobState, jobMessages } from '@stitchworks/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

/** Whether pg-boss has made its tables in this database (it does at its first start). */
async function hasQueueTables(app: FastifyInstance): Promise<boolean> {
  const [row] = await queryRows<{ found: string | null }>(
    app.db,
    sql`select to_regclass('pgboss.job')::text as found`,
  );
  return Boolean(row?.found);
}

function definitionOf(app: FastifyInstance, name: string) {
  const definition = app.jobs.definitions.find((item) => item.name === name);
  if (!definition) throw new AppError('NOT_FOUND', jobMessages.unknownQueue);
  return definition;
}

/** GET /jobs: every queue with its schedule and its jobs counted by state. */
export async function listQueues(app: FastifyInstance): Promise<JobQueues> {
  const counts = new Map<string, Record<string, number>>();
  const lastDone = new Map<string, string>();
  if (await hasQueueTables(app)) {
    const rows = await queryRows<{ name: string; state: string; n: number }>(
      app.db,
      sql`select name, state::text as state, count(*)::int as n from pgboss.job group by 1, 2`,
    );
    for (const row of rows) {
      counts.set(row.name, { ...counts.get(row.name), [row.state]: Number(row.n) });
    }
    const done = await queryRows<{ name: string; at: Date | string }>(
      app.db,
      sql`select name, max(completed_on) as at from pgboss.job where state = 'completed' group by 1`,
    );
    for (const row of done) lastDone.set(row.name, new Date(row.at).toISOString());
  }
  return {
    running: app.jobs.started(),
    queues: app.jobs.definitions.map((definition) => {
      const byState = counts.get(definition.name) ?? {};
      return {
        name: definition.name,
        description: definition.description,
        cron: definition.cron ?? null,
        counts: {
          queued: (byState.created ?? 0) + (byState.retry ?? 0),
          active: byState.active ?? 0,
          completed: byState.completed ?? 0,
          failed: byState.failed ?? 0,
        },
        lastCompletedAt: lastDone.get(definition.name) ?? null,
      };
    }),
  };
}

const errorOf = (output: unknown): string | null => {
  if (!output || typeof output !== 'object') return null;
  const message = (output as { message?: unknown }).message;
  return typeof message === 'string' ? message : JSON.stringify(output).slice(0, 500);
};

/** GET /jobs/:name?state=: the queue's latest 50 jobs, newest first. */
export async function listJobs(
  app: FastifyInstance,
  name: string,
  state: JobState | undefined,
): Promise<Job[]> {
  definitionOf(app, name);
  if (!(await hasQueueTables(app))) return [];
  const rows = await queryRows<{
    id: string;
    name: string;
    state: JobState;
    retry_count: number;
    retry_limit: number;
    output: unknown;
    created_on: Date | string;
    started_on: Date | string | null;
    completed_on: Date | string | null;
  }>(
    app.db,
    sql`select id::text, name, state::text as state, retry_count, retry_limit, output,
          created_on, started_on, completed_on
        from pgboss.job
        where name = ${name} and (${state ?? null}::text is null or state::text = ${state ?? null})
        order by created_on desc limit 50`,
  );
  const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    state: row.state,
    retryCount: Number(row.retry_count),
    retryLimit: Number(row.retry_limit),
    error: row.state === 'failed' || row.state === 'retry' ? errorOf(row.output) : null,
    createdAt: new Date(row.created_on).toISOString(),
    startedAt: iso(row.started_on),
    completedAt: iso(row.completed_on),
  }));
}

function assertRunning(app: FastifyInstance) {
  if (!app.jobs.started()) throw new AppError('CONFLICT', jobMessages.notRunning);
}

/** POST /jobs/:name/run: one job of the queue now (a scheduled one need not wait for its tick). */
export async function runJobNow(app: FastifyInstance, name: string): Promise<string | null> {
  definitionOf(app, name);
  assertRunning(app);
  return app.jobs.send(name, { requestedAt: new Date().toISOString() });
}

/** POST /jobs/:name/:id/retry: a failed job queued again. */
export async function retryJob(app: FastifyInstance, name: string, id: string): Promise<void> {
  definitionOf(app, name);
  assertRunning(app);
  const [row] = await queryRows<{ state: string }>(
    app.db,
    sql`select state::text as state from pgboss.job where name = ${name} and id = ${id}::uuid`,
  );
  if (!row) throw new AppError('NOT_FOUND', jobMessages.unknownQueue);
  if (row.state !== 'failed') throw new AppError('CONFLICT', jobMessages.notFailed);
  await app.jobs.boss().retry(name, id);
}
