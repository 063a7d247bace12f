import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type AttachmentRow, attachment } from '../../db/schema.js';
import type { Tx } from '../../platform/db/database.js';

/** All SQL of the attachments module. Every call runs inside a tenant transaction (RLS). */

export type NewAttachment = Omit<AttachmentRow, 'ownerKind' | 'ownerId' | 'boundAt' | 'createdAt'>;

export async function insertAttachment(tx: Tx, row: NewAttachment): Promise<AttachmentRow> {
  const [inserted] = await tx.insert(attachment).values(row).returning();
  if (!inserted) throw new Error('attachment insert returned nothing');
  return inserted;
}

export async function findAttachment(
  tx: Tx,
  tenantId: string,
  attachId: string,
): Promise<AttachmentRow | null> {
  const [found] = await tx
    .select()
    .from(attachment)
    .where(and(eq(attachment.tenantId, tenantId), eq(attachment.attachId, attachId)));
  return found ?? null;
}

/** Locks the rows in a fixed order (no deadlock between two binders of overlapping lists). */
export async function lockAttachments(
  tx: Tx,
  tenantId: string,
  attachIds: string[],
): Promise<AttachmentRow[]> {
  if (attachIds.length === 0) return [];
  return tx
    .select()
    .from(attachment)
    .where(and(eq(attachment.tenantId, tenantId), inArray(attachment.attachId, attachIds)))
    .orderBy(attachment.attachId)
    .for('update');
}

/** Binds still-unbound rows; answers the ids actually bound (a concurrent binder may have won). */
export async function bindUnbound(
  tx: Tx,
  params: { tenantId: string; attachIds: string[]; kind: string; recordId: string },
): Promise<string[]> {
  if (params.attachIds.length === 0) return [];
  const bound = await tx
    .update(attachment)
    .set({ ownerKind: params.kind, ownerId: params.recordId, boundAt: sql`now()` })
    .where(
      and(
        eq(attachment.tenantId, params.tenantId),
        inArray(attachment.attachId, params.attachIds),
        isNull(attachment.ownerKind),
      ),
    )
    .returning({ attachId: attachment.attachId });
  return bound.map((r) => r.attachId);
}

/** The attachments of one record, oldest first (detail pages). */
export async function listByOwner(
  tx: Tx,
  params: { tenantId: string; kind: string; recordId: string },
): Promise<AttachmentRow[]> {
  return tx
    .select()
    .from(attachment)
    .where(
      and(
        eq(attachment.tenantId, params.tenantId),
        eq(attachment.ownerKind, params.kind),
        eq(attachment.ownerId, params.recordId),
      ),
    )
    .orderBy(attachment.createdAt, attachment.attachId);
}
