/** Column mappings a store saved per kind, by name (saving a name again replaces its mapping). */
import type { SavedMapping } from '@backroom/domain/contract/imports';
import type { ImportKind } from '@backroom/domain/schemas/imports';
import { asc, eq, sql } from 'drizzle-orm';
import { storeScoped } from '../../core/store-scope';
import type { Db } from '../../db/client';
import { importMappings } from '../../db/schema-imports';
import { conflict, isUniqueViolation, notFound } from '../../http/errors';
import { checkMapping } from './mapping-check';

type Row = typeof importMappings.$inferSelect;
const toAnswer = (r: Row): SavedMapping => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  mapping: r.mapping,
  updatedAt: r.updatedAt.toISOString(),
});

export async function listMappings(db: Db, storeId: number, kind: ImportKind) {
  const rows = await db
    .select()
    .from(importMappings)
    .where(storeScoped(importMappings, storeId, eq(importMappings.kind, kind)))
    .orderBy(asc(importMappings.name));
  return rows.map(toAnswer);
}

export async function saveMapping(
  db: Db,
  {
    storeId,
    kind,
    input,
  }: { storeId: number; kind: ImportKind; input: { name: string; mapping: Record<string, string> } },
) {
  // A saved mapping names columns of files to come, so only its fields are checked here.
  const mapping = checkMapping(kind, Object.values(input.mapping), input.mapping);
  const row = await db
    .transaction(async (tx) => {
      const [same] = await tx
        .select({ id: importMappings.id })
        .from(importMappings)
        .where(
          storeScoped(
            importMappings,
            storeId,
            eq(importMappings.kind, kind),
            sql`lower(${importMappings.name}) = lower(${input.name})`,
          ),
        )
        .for('update');
      if (same) {
        const [updated] = await tx
          .update(importMappings)
          .set({ mapping, updatedAt: new Date() })
          .where(storeScoped(importMappings, storeId, eq(importMappings.id, same.id)))
          .returning();
        return updated;
      }
      const [inserted] = await tx
        .insert(importMappings)
        .values({ storeId, kind, name: input.name, mapping })
        .returning();
      return inserted;
    })
    .catch((err) => {
      if (isUniqueViolation(err, 'import_mappings_store_name_uq'))
        throw conflict('A mapping with this name was saved at the same time; save again.');
      throw err;
    });
  return toAnswer(row!);
}

export async function deleteMapping(
  db: Db,
  { storeId, kind, id }: { storeId: number; kind: ImportKind; id: number },
) {
  const gone = await db
    .delete(importMappings)
    .where(storeScoped(importMappings, storeId, eq(importMappings.kind, kind), eq(importMappings.id, id)))
    .returning({ id: importMappings.id });
  if (gone.length === 0) throw notFound('Saved mapping not found.');
}
