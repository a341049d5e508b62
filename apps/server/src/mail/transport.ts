import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outboxEmails } from '../db/schema';
import type { JobHandler } from '../jobs/queue';

export interface MailTransport {
  kind: 'smtp' | 'dev-mailbox';
  send(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    attachments?: { filename: string; contentType: string; content: Buffer }[];
  }): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise messages stay in the outbox, readable in the dev mailbox. */
export function createTransport(smtpUrl: string | undefined): MailTransport {
  if (!smtpUrl) return { kind: 'dev-mailbox', send: async () => {} };
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transporter.sendMail(mail);
    },
  };
}

export function sendEmailJob(transport: MailTransport, from: string): JobHandler {
  return async ({ job, db }) => {
    const id = Number(job.payload.outboxId);
    const [mail] = await (db as Db).select().from(outboxEmails).where(eq(outboxEmails.id, id)).limit(1);
    if (!mail || mail.status === 'sent') return { skipped: true };
    try {
      const attachments = mail.attachments.map(({ base64, ...a }) => ({
        ...a,
        content: Buffer.from(base64, 'base64'),
      }));
      await transport.send({ from, to: mail.to, subject: mail.subject, text: mail.text, attachments });
    } catch (err) {
      await db
        .update(outboxEmails)
        .set({ attempts: mail.attempts + 1, lastError: String(err) })
        .where(eq(outboxEmails.id, id));
      throw err;
    }
    await db
      .update(outboxEmails)
      .set({ status: 'sent', sentAt: new Date(), attempts: mail.attempts + 1 })
      .where(eq(outboxEmails.id, id));
    return { sent: true };
  };
}
