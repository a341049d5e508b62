import { desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { jobs, outboxEmails } from '../db/schema';
import { enqueueJob } from '../jobs/queue';

export const SEND_EMAIL_JOB = 'email.send';

export interface EmailDraft {
  storeId: number | null;
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; contentType: string; base64: string }[];
}

const LINK_PATTERN = /https?:\/\/[^\s<>"')]+/g;

/** Writes the e-mail to the outbox in the caller's transaction; a job sends it once that commits. */
export async function queueEmail(db: DbOrTx, draft: EmailDraft): Promise<number> {
  const links = draft.text.match(LINK_PATTERN) ?? [];
  const [row] = await db
    .insert(outboxEmails)
    .values({ ...draft, links })
    .returning({ id: outboxEmails.id });
  await enqueueJob(db, { name: SEND_EMAIL_JOB, storeId: draft.storeId, payload: { outboxId: row!.id } });
  return row!.id;
}

/**
 * Many e-mails at once (bulk inventory actions, the store-request mailing): one INSERT for the outbox rows and
 * one for their send jobs, in the caller's transaction.
 */
export async function queueEmails(db: DbOrTx, drafts: readonly EmailDraft[]): Promise<number> {
  const CHUNK = 1000;
  for (let start = 0; start < drafts.length; start += CHUNK) {
    const part = drafts.slice(start, start + CHUNK);
    const rows = await db
      .insert(outboxEmails)
      .values(part.map((d) => ({ ...d, links: d.text.match(LINK_PATTERN) ?? [] })))
      .returning({ id: outboxEmails.id, storeId: outboxEmails.storeId });
    await db
      .insert(jobs)
      .values(rows.map((r) => ({ name: SEND_EMAIL_JOB, storeId: r.storeId, payload: { outboxId: r.id } })));
  }
  return drafts.length;
}

export async function listOutbox(db: Db, to?: string) {
  const query = db
    .select({
      id: outboxEmails.id,
      to: outboxEmails.to,
      subject: outboxEmails.subject,
      text: outboxEmails.text,
      links: outboxEmails.links,
      status: outboxEmails.status,
      sentAt: outboxEmails.sentAt,
      createdAt: outboxEmails.createdAt,
    })
    .from(outboxEmails)
    .orderBy(desc(outboxEmails.id))
    .limit(200);
  return to ? query.where(eq(outboxEmails.to, to.toLowerCase())) : query;
}
