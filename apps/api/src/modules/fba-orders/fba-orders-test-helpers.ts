import type { FastifyInstance } from 'fastify';
import { multipart } from '../../../test/factories/designs.ts';

/** One FBA row: a catalog-7 tee, black, size m, with a front design. */
export const fbaItem = (quantity = 2, sku = 'FNSKU-TEE-M') => ({
  designs: [{ location: 'front', imageUrl: 'https://cdn.example.test/designs/rose.png' }],
  catalogId: 7,
  color: 'Black',
  size: 'm',
  quantity,
  sku,
});

export type LabelFile = { field: string; data: Buffer; filename?: string; contentType?: string };

/** The multipart body of POST /fba-orders (or a PUT with new labels). */
export function fbaForm(fields: Record<string, string>, files: LabelFile[]) {
  return multipart(
    fields,
    files.map((file) => ({
      field: file.field,
      filename: file.filename ?? `${file.field}.pdf`,
      contentType: file.contentType ?? 'application/pdf',
      data: file.data,
    })),
  );
}

/** Sends an FBA form to `url` with `method`. */
export function sendFbaForm(
  app: FastifyInstance,
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: LabelFile[],
  options: { method?: 'POST' | 'PUT'; url?: string } = {},
) {
  const body = fbaForm(fields, files);
  return app.inject({
    method: options.method ?? 'POST',
    url: options.url ?? '/api/fba-orders',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
