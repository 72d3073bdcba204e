import {
  dataOf,
  errorBodySchema,
  jobIdParamsSchema,
  jobListQuerySchema,
  jobMessages,
  jobNameParamsSchema,
  jobQueuesSchema,
  jobSchema,
  messageSchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listJobs, listQueues, retryJob, runJobNow } from './jobs.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['jobs'];

/** The job runner for admins: queues, their jobs, run now, retry a failed one. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/jobs',
    {
      schema: {
        tags,
        summary: 'Every queue of the job runner: schedule (Asia/Bangkok) and jobs by state',
        response: { 200: dataOf(jobQueuesSchema), ...errors },
      },
    },
    async () => ({ data: await listQueues(app) }),
  );

  app.get(
    '/api/jobs/:name',
    {
      schema: {
        tags,
        summary:
          'The latest 50 jobs of a queue, newest first; state= narrows them (failed: with the error)',
        params: jobNameParamsSchema,
        querystring: jobListQuerySchema,
        response: { 200: dataOf(z.array(jobSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listJobs(app, request.params.name, request.query.state) }),
  );

  app.post(
    '/api/jobs/:name/run',
    {
      schema: {
        tags,
        summary: 'Queue one job of this queue now (409 when the runner is not running here)',
        params: jobNameParamsSchema,
        response: {
          200: dataOf(z.object({ id: z.string().nullable() })).extend({ message: z.string() }),
          ...errors,
        },
      },
    },
    async (request) => ({
      data: { id: await runJobNow(app, request.params.name) },
      message: jobMessages.queued,
    }),
  );

  app.post(
    '/api/jobs/:name/:id/retry',
    {
      schema: {
        tags,
        summary: 'Queue a failed job again',
        params: jobIdParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await retryJob(app, request.params.name, request.params.id);
      return { message: jobMessages.retried };
    },
  );
};
