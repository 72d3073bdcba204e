import { createHash } from 'node:crypto';
import { type CatalogPosition, type MockupInput, productMessages } from '@stitchworks/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { type CatalogRow, getCatalogRow } from '../catalog/catalog.service.ts';
import { type DesignRow, getOwnDesignRow } from '../designs/designs.service.ts';
import { renderMockup } from './mockup-renderer.ts';

/** Bump when the templates or the renderer change, so new mockups are drawn rather than reused. */
const MOCKUP_DRAWING_VERSION = 2;

export type MockupRequest = {
  catalog: CatalogRow;
  design: DesignRow;
  color: string;
  position: CatalogPosition;
  frameColor?: string | undefined;
};

function findColor(colors: CatalogRow['colors'], name: string | undefined) {
  if (!name) return undefined;
  return colors.find((color) => color.name.toLowerCase() === name.toLowerCase());
}

/** Refuses a colour, frame colour or position the catalog does not offer (400 with the field). */
export function checkMockupRequest(request: MockupRequest) {
  const problems: { path: string; message: string }[] = [];
  if (!findColor(request.catalog.colors, request.color)) {
    problems.push({ path: 'color', message: productMessages.unknownColor });
  }
  if (!request.catalog.positions.includes(request.position)) {
    problems.push({ path: 'position', message: productMessages.unknownPosition });
  }
  if (request.frameColor && !findColor(request.catalog.frameColors, request.frameColor)) {
    problems.push({ path: 'frameColor', message: productMessages.unknownFrameColor });
  }
  if (problems.length > 0) throw new AppError('VALIDATION_ERROR', undefined, problems);
}

/**
 * The stored mockup's key, rendering it the first time. The key is derived from the design's
 * random file key, so it is as unguessable as the design itself, and the same request reuses it.
 */
export async function ensureMockup(storage: FileStorage, request: MockupRequest): Promise<string> {
  checkMockupRequest(request);
  const color = findColor(request.catalog.colors, request.color)!;
  const frame =
    findColor(request.catalog.frameColors, request.frameColor) ?? request.catalog.frameColors[0];
  const fingerprint = [
    MOCKUP_DRAWING_VERSION,
    request.design.originalKey,
    request.catalog.id,
    request.catalog.kind,
    color.hex,
    frame?.hex ?? '',
    request.position,
  ].join('|');
  const key = `mockups/${createHash('sha256').update(fingerprint).digest('hex').slice(0, 40)}.png`;
  if (await storage.exists(key)) return key;
  const design = await storage.get(request.design.originalKey);
  if (!design) throw new AppError('NOT_FOUND');
  const image = await renderMockup({
    kind: request.catalog.kind,
    position: request.position,
    colorHex: color.hex,
    frameHex: frame?.hex,
    design,
  });
  await storage.put(key, image);
  return key;
}

/** POST /mockups: the seller's design on a catalog's blank, as an image URL. */
export async function createMockup(
  db: Db,
  storage: FileStorage,
  user: AuthUser,
  input: MockupInput,
) {
  const [catalog, design] = await Promise.all([
    getCatalogRow(db, input.catalogId),
    getOwnDesignRow(db, user, input.designId),
  ]);
  const key = await ensureMockup(storage, {
    catalog,
    design,
    color: input.color,
    position: input.position,
    frameColor: input.frameColor,
  });
  return { url: storage.url(key) };
}
