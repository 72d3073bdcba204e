import type {
  Design,
  DesignListQuery,
  DesignType,
  designListQuerySchema,
  UpdateDesignInput,
} from '@stitchworks/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { type FileStorage, newFileKey } from '../../plugins/storage.ts';
import { checkDesignImage } from './design-image.ts';
import {
  type DesignRow,
  findDesignRows,
  findOwnDesignRow,
  insertDesignRow,
  listDesignRows,
  updateDesignRow,
} from './designs.repository.ts';

export type { DesignRow } from './designs.repository.ts';

export function toDesign(row: DesignRow, storage: FileStorage): Design {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    imageUrl: { original: storage.url(row.originalKey), small: storage.url(row.smallKey) },
    width: row.width,
    height: row.height,
    format: row.format,
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A display name from the uploaded file's name: no folders, no extension, printable, short. */
export function designNameFrom(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const printable = Array.from(base.replace(/\.[^.]*$/, ''))
    .filter((char) => char.charCodeAt(0) >= 32 && char !== '\u007f' && char !== '<' && char !== '>')
    .join('');
  const name = printable.trim().slice(0, 120);
  return name || 'design';
}

export type DesignUpload = { data: Buffer; filename: string | undefined; type: DesignType };

/**
 * Stores a checked design: the original bytes and a thumbnail, then the record. A refused file
 * leaves nothing behind; a failure after the files were written removes them again.
 */
export async function uploadDesign(
  db: Db,
  storage: FileStorage,
  user: AuthUser,
  upload: DesignUpload,
): Promise<Design> {
  const image = await checkDesignImage(upload.data);
  const originalKey = newFileKey('designs', image.format === 'jpeg' ? 'jpg' : image.format);
  const smallKey = newFileKey('designs/small', 'png');
  try {
    await storage.put(originalKey, upload.data);
    await storage.put(smallKey, image.thumbnail);
    const row = await insertDesignRow(db, {
      userId: user.id,
      name: designNameFrom(upload.filename),
      type: upload.type,
      originalKey,
      smallKey,
      format: image.format,
      width: image.width,
      height: image.height,
      bytes: upload.data.length,
    });
    return toDesign(row, storage);
  } catch (error) {
    await Promise.allSettled([storage.delete(originalKey), storage.delete(smallKey)]);
    throw error;
  }
}

export async function listDesigns(
  db: Db,
  storage: FileStorage,
  user: AuthUser,
  query: z.output<typeof designListQuerySchema>,
) {
  const { rows, count } = await listDesignRows(
    db,
    { userId: user.id, type: query.type, keyword: query.keyword },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return {
    rows: rows.map((row) => toDesign(row, storage)),
    count,
    totalPage: Math.ceil(count / query.limit),
  };
}

/** The caller's design; another seller's or a deleted one answers 404. */
export async function getOwnDesignRow(db: DbOrTx, user: AuthUser, id: number) {
  const row = await findOwnDesignRow(db, user.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getDesign(db: Db, storage: FileStorage, user: AuthUser, id: number) {
  return toDesign(await getOwnDesignRow(db, user, id), storage);
}

export async function updateDesign(
  db: Db,
  storage: FileStorage,
  user: AuthUser,
  id: number,
  input: UpdateDesignInput,
) {
  await getOwnDesignRow(db, user, id);
  const row = await updateDesignRow(db, id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.type !== undefined ? { type: input.type } : {}),
  });
  if (!row) throw new AppError('NOT_FOUND');
  return toDesign(row, storage);
}

/**
 * Removes a design from the seller's library. Its files stay: products and orders made with it
 * keep showing and printing it.
 */
export async function deleteDesign(db: Db, user: AuthUser, id: number) {
  await getOwnDesignRow(db, user, id);
  await updateDesignRow(db, id, { deletedAt: new Date() });
}

/** Designs by id for other domains (products show them even after deletion). */
export async function getDesignRowsById(db: DbOrTx, ids: number[]) {
  const rows = await findDesignRows(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

export type { DesignListQuery };
