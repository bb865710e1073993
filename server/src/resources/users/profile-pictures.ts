import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { AppContext } from '../../app-context';
import type { AuditOrigin } from '../../audit/origin';
import { recordAudit } from '../../audit/record';
import type { ImageMime } from '../../domain/image-type';
import { isoAt } from '../../lib/clock';

export interface StoredPicture {
  mime: string;
  data: Buffer;
  updated_at: string;
}

export const findProfilePicture = (
  db: Kysely<Database>,
  userId: number,
): Promise<StoredPicture | undefined> =>
  db
    .selectFrom('profile_pictures')
    .select(['mime', 'data', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

/** What is known of a user's picture without its bytes: type, size and when (the audit trail). */
export const findProfilePictureInfo = (
  db: Kysely<Database>,
  userId: number,
): Promise<{ user_id: number; mime: string; bytes: number; updated_at: string } | undefined> =>
  db
    .selectFrom('profile_pictures')
    .select(['user_id', 'mime', sql<number>`length(data)`.as('bytes'), 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

/** Inserts or replaces the picture of a user (one row per user, shared by every process). */
export async function saveProfilePicture(
  db: Kysely<Database>,
  userId: number,
  picture: { mime: ImageMime; data: Buffer; updatedAt: string },
): Promise<void> {
  await db
    .insertInto('profile_pictures')
    .values({
      user_id: userId,
      mime: picture.mime,
      data: picture.data,
      updated_at: picture.updatedAt,
    })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({
        mime: picture.mime,
        data: picture.data,
        updated_at: picture.updatedAt,
      }),
    )
    .execute();
}

/**
 * Stores (or replaces) a user's profile picture. The trail keeps its type and size, not the image.
 * The caller has checked who may do it.
 */
export async function saveUserPicture(
  context: AppContext,
  origin: AuditOrigin,
  userId: number,
  image: { mime: ImageMime; data: Buffer },
): Promise<void> {
  const at = isoAt(context.clock());
  await context.db.transaction().execute(async (trx) => {
    const before = await findProfilePictureInfo(trx, userId);
    await saveProfilePicture(trx, userId, { ...image, updatedAt: at });
    await recordAudit(trx, origin, {
      action: before === undefined ? 'create' : 'update',
      entity: 'profile_picture',
      entityId: userId,
      before,
      after: await findProfilePictureInfo(trx, userId),
      at,
    });
  });
}
