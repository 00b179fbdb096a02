import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/outbox.ts';
import type { Logger } from '../logger.ts';
import type { Mail, Mailer } from './mailer.ts';

/**
 * The embedded mailer: with no SMTP server configured, mail is kept in the outbox table
 * (listed at /outbox on a local instance) and announced with one console line carrying its link.
 */
export function createOutboxMailer(db: Db, logger: Logger): Mailer {
  return {
    async send(mail: Mail) {
      await db.insert(outbox).values(mail);
      logger.info(`Mail to ${mail.to}: "${mail.subject}"${mail.link ? ` ${mail.link}` : ''}`);
    },
  };
}
