import { z } from 'zod';

/** The job runner as admins see it (GET /jobs): each queue, its schedule and its jobs by state. */
export const jobStates = [
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
] as const;
export type JobState = (typeof jobStates)[number];

export const jobQueueSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** Cron in Asia/Bangkok; null for jobs sent on demand. */
  cron: z.string().nullable(),
  counts: z.object({
    queued: z.number().int(),
    active: z.number().int(),
    completed: z.number().int(),
    failed: z.number().int(),
  }),
  lastCompletedAt: z.string().nullable(),
});
export type JobQueue = z.infer<typeof jobQueueSchema>;

export const jobQueuesSchema = z.object({
  /** False when the runner is not started on this instance (the API still shows the queues). */
  running: z.boolean(),
  queues: z.array(jobQueueSchema),
});
export type JobQueues = z.infer<typeof jobQueuesSchema>;

export const jobSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(jobStates),
  retryCount: z.number().int(),
  retryLimit: z.number().int(),
  /** The error of a failed job, as the job threw it. */
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobListQuerySchema = z.object({
  state: z.enum(jobStates).optional(),
});

export const jobNameParamsSchema = z.object({
  name: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9-]+$/),
});
export const jobIdParamsSchema = jobNameParamsSchema.extend({
  id: z.string().uuid(),
});

export const jobMessages = {
  queued: 'The job is queued',
  retried: 'The job is queued again',
  unknownQueue: 'There is no such job',
  notFailed: 'Only a failed job can be retried',
  notRunning: 'The job runner is not running on this server',
} as const;
