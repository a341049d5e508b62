/**
 * The store's consignment agreement (issue 16): published versions, signatures, and the rule that items are
 * accepted only for consigners who signed the current version when the store requires it.
 */
import type { AgreementSignatureInput, AgreementViewInput } from '@backroom/domain/contract/agreements';
import type { SignAgreementInput } from '@backroom/domain/schemas/agreement';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import type { Db, DbOrTx } from '../../db/client';
import { consigners, stores } from '../../db/schema';
import { agreementSignatures, agreementVersions } from '../../db/schema-agreements';
import { conflict, isUniqueViolation, notFound, ruleViolation } from '../../http/errors';
import { queueEmail } from '../../mail/outbox';
import { agreementHtml } from './agreement-html';
import { agreementPdf } from './agreement-pdf';
import { signatureForPdf } from './signature-image';

export async function currentVersion(db: DbOrTx, storeId: number) {
  const [row] = await db
    .select()
    .from(agreementVersions)
    .where(storeScoped(agreementVersions, storeId))
    .orderBy(desc(agreementVersions.version))
    .limit(1);
  return row ?? null;
}

export async function agreementOf(db: DbOrTx, store: StoreRow): Promise<AgreementViewInput> {
  const [row] = await db
    .select({ required: stores.requireSignedAgreement })
    .from(stores)
    .where(eq(stores.id, store.id));
  const current = await currentVersion(db, store.id);
  // Only the schema's fields: the serializer matches a nullable object against its schema as it is.
  const { storeId: _store, ...version } = current ?? { storeId: 0 };
  return { required: row?.required ?? false, current: current ? (version as typeof current) : null };
}

/** Publishes the next version; the same text as the current one publishes nothing. */
export async function publish(
  db: Db,
  { store, markdown, by }: { store: StoreRow; markdown: string; by: string },
): Promise<AgreementViewInput> {
  try {
    await db.transaction(async (tx) => {
      const current = await currentVersion(tx, store.id);
      if (current?.markdown === markdown) return;
      await tx.insert(agreementVersions).values({
        storeId: store.id,
        version: (current?.version ?? 0) + 1,
        markdown,
        html: agreementHtml(markdown),
        publishedBy: by,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict('Someone published the agreement at the same moment. Reload to see their version.');
    throw err;
  }
  return agreementOf(db, store);
}

export async function setRequired(db: Db, store: StoreRow, required: boolean): Promise<AgreementViewInput> {
  if (required && !(await currentVersion(db, store.id)))
    throw ruleViolation('Publish the agreement before requiring consigners to sign it.');
  await db.update(stores).set({ requireSignedAgreement: required }).where(eq(stores.id, store.id));
  return agreementOf(db, store);
}

export async function listSignatures(
  db: DbOrTx,
  storeId: number,
  consignerId?: number,
): Promise<AgreementSignatureInput[]> {
  const current = await currentVersion(db, storeId);
  const rows = await db
    .select({
      id: agreementSignatures.id,
      consignerId: agreementSignatures.consignerId,
      firstName: consigners.firstName,
      lastName: consigners.lastName,
      email: consigners.email,
      version: agreementSignatures.version,
      typedName: agreementSignatures.typedName,
      signatureKind: agreementSignatures.signatureKind,
      signedAt: agreementSignatures.signedAt,
      ipAddress: agreementSignatures.ipAddress,
      signedInStore: agreementSignatures.signedInStore,
      witnessName: agreementSignatures.witnessName,
    })
    .from(agreementSignatures)
    .innerJoin(
      consigners,
      and(
        eq(consigners.storeId, agreementSignatures.storeId),
        eq(consigners.id, agreementSignatures.consignerId),
      ),
    )
    .where(
      storeScoped(
        agreementSignatures,
        storeId,
        consignerId === undefined ? undefined : eq(agreementSignatures.consignerId, consignerId),
      ),
    )
    .orderBy(desc(agreementSignatures.signedAt), desc(agreementSignatures.id))
    .limit(500);
  return rows.map(({ firstName, lastName, email, ...r }) => ({
    ...r,
    consignerName: `${firstName} ${lastName}`.trim() || email,
    current: r.version === current?.version,
  }));
}

async function consignerOf(db: DbOrTx, storeId: number, consignerId: number) {
  const [row] = await db
    .select()
    .from(consigners)
    .where(storeScoped(consigners, storeId, eq(consigners.id, consignerId)));
  if (!row || row.deletedAt) throw notFound('Consigner not found.');
  return row;
}

export async function consignerAgreement(db: DbOrTx, store: StoreRow, consignerId: number) {
  await consignerOf(db, store.id, consignerId);
  const agreement = await agreementOf(db, store);
  const signatures = await listSignatures(db, store.id, consignerId);
  const signedCurrent = signatures.some((s) => s.current);
  return { ...agreement, signedCurrent, signatures };
}

export interface Signing {
  ipAddress: string;
  /** The employee whose screen the consigner signed on (tablet mode at intake); null in the portal. */
  witness: { userId: string; name: string } | null;
  /** Counts the attempt against the login's limit (429 over it); called after the cheap refusals. */
  countAttempt: () => Promise<void>;
}

const alreadySigned = (consignerName: string, version: number) =>
  conflict(`${consignerName} has already signed version ${version} of the agreement.`);

async function hasSigned(db: DbOrTx, storeId: number, consignerId: number, version: number) {
  const [row] = await db
    .select({ id: agreementSignatures.id })
    .from(agreementSignatures)
    .where(
      storeScoped(
        agreementSignatures,
        storeId,
        eq(agreementSignatures.consignerId, consignerId),
        eq(agreementSignatures.version, version),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface SignOptions {
  store: StoreRow;
  consignerId: number;
  input: SignAgreementInput;
  signing: Signing;
}

/**
 * Records the signature and queues the PDF copy to the consigner, in one transaction. The cheap refusals come
 * first (no agreement, another version, already signed, the login's limit); a drawn signature is then checked
 * from its PNG header and scaled down off the event loop (signature-image.ts) before the PDF is drawn.
 */
export async function sign(db: Db, { store, consignerId, input, signing }: SignOptions) {
  const consigner = await consignerOf(db, store.id, consignerId);
  const current = await currentVersion(db, store.id);
  if (!current) throw ruleViolation(`${store.name} has not published a consignment agreement yet.`);
  if (input.version !== current.version)
    throw conflict(
      `The agreement changed while you were reading it: version ${current.version} is the current one. Read it and sign again.`,
    );
  const consignerName = `${consigner.firstName} ${consigner.lastName}`.trim() || consigner.email;
  if (await hasSigned(db, store.id, consignerId, current.version))
    throw alreadySigned(consignerName, current.version);
  await signing.countAttempt();
  const signature = input.signatureKind === 'drawn' ? input.signature : null;
  const drawn = signature === null ? null : await signatureForPdf(signature);
  const signedAt = new Date();
  const pdf = await agreementPdf({
    storeName: store.name,
    version: current.version,
    markdown: current.markdown,
    consignerName,
    typedName: input.typedName,
    signatureKind: input.signatureKind,
    signature: drawn,
    signedAt,
    ipAddress: signing.ipAddress,
    witnessName: signing.witness?.name ?? null,
  });
  try {
    await db.transaction(async (tx) => {
      await tx.insert(agreementSignatures).values({
        storeId: store.id,
        consignerId,
        version: current.version,
        typedName: input.typedName,
        signatureKind: input.signatureKind,
        signature,
        signedAt,
        ipAddress: signing.ipAddress,
        signedInStore: signing.witness !== null,
        witnessUserId: signing.witness?.userId ?? null,
        witnessName: signing.witness?.name ?? null,
      });
      await queueEmail(tx, {
        storeId: store.id,
        to: consigner.email,
        subject: `Your signed consignment agreement with ${store.name}`,
        text: `Hello ${consignerName},\n\nthank you for signing version ${current.version} of the consignment agreement of ${store.name}. A PDF copy is attached.\n\n${store.name}`,
        attachments: [
          {
            filename: `${store.handle}-agreement-v${current.version}.pdf`,
            contentType: 'application/pdf',
            base64: Buffer.from(pdf).toString('base64'),
          },
        ],
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw alreadySigned(consignerName, current.version);
    throw err;
  }
  return consignerAgreement(db, store, consignerId);
}

/**
 * Refuses accepting items for consigners who have not signed the current agreement, when the store requires it.
 * Only consigned items of real consigners count; the store's own stock needs no agreement.
 */
export async function requireSignedAgreements(tx: DbOrTx, store: StoreRow, itemIds: readonly number[]) {
  if (itemIds.length === 0) return;
  const r = await tx.execute(sql`
    with cur as (
      select v.version from agreement_versions v join stores s on s.id = v.store_id
      where v.store_id = ${store.id} and s.require_signed_agreement order by v.version desc limit 1)
    select distinct c.first_name as "firstName", c.last_name as "lastName", c.email, cur.version
    from inventories i
    join consigners c on c.store_id = i.store_id and c.id = i.consigner_id
    cross join cur
    where i.store_id = ${store.id} and i.id in (${sql.join(
      itemIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      and not c.is_store_account and i.sale_type = 'Consignment'
      and not exists (select 1 from agreement_signatures a
        where a.store_id = c.store_id and a.consigner_id = c.id and a.version = cur.version)
    limit 3`);
  const unsigned = r.rows as { firstName: string; lastName: string; email: string; version: number }[];
  if (unsigned.length === 0) return;
  const names = unsigned.map((c) => `${c.firstName} ${c.lastName}`.trim() || c.email).join(', ');
  throw ruleViolation(
    `${names} has not signed version ${unsigned[0]!.version} of the consignment agreement, which this store requires before accepting items. Ask them to sign it in the seller portal, or open their consigner page and choose "Sign in store", then accept the items again.`,
  );
}
