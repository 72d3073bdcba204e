import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { JobDefinition } from '../../plugins/jobs.ts';
import type { Mail } from '../../plugins/mail.ts';

const mailSchema = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});

export const mailJobs: JobDefinition[] = [
  {
    name: 'send-mail',
    description: 'Sends one e-mail, retried with backoff while the mail server refuses it',
    retryLimit: 5,
    retryDelaySeconds: 60,
    run: ({ app }, data) => app.mailer.send(mailSchema.parse(data)),
  },
];

/** A mail through the queue when the job runner works (retried), else sent at once. */
export async function queueMail(app: FastifyInstance, mail: Mail): Promise<void> {
  if (app.jobs?.started()) {
    await app.jobs.send('send-mail', mail);
    return;
  }
  await app.mailer.send(mail);
}
