import type { FastifyBaseLogger } from 'fastify';
import type { JobSender, Transaction } from '../jobs/job-types.ts';
import type { MailRequest } from './mail-templates.ts';

/**
 * Queues one mail in the job queue, which renders it, sends it, retries while SMTP fails and
 * logs each failure. With `tx` it is queued in that transaction (it exists only if the change commits);
 * without, after the change was committed: a failure to queue is logged and never undoes the change.
 */
export async function queueMail(
  deps: { jobs: JobSender; log: FastifyBaseLogger },
  mail: MailRequest,
  context: Record<string, unknown>,
  tx?: Transaction,
): Promise<void> {
  if (tx) {
    await deps.jobs.send('templated-mail', mail, { tx });
    return;
  }
  try {
    await deps.jobs.send('templated-mail', mail);
  } catch (err) {
    deps.log.error({ err, to: mail.to, template: mail.template, ...context }, 'mail not queued');
  }
}
