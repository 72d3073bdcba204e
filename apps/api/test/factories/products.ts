import type { FastifyInstance } from 'fastify';
import { uploadDesign } from './designs.ts';

/**
 * Creates a published product of the signed-in seller through the API (a design is uploaded for
 * it), by default a catalog-7 tee in Black and White, sizes m and xxl.
 */
export async function createProduct(
  app: FastifyInstance,
  headers: Record<string, string>,
  storeId: number,
  overrides: {
    title?: string;
    catalogId?: number;
    colors?: string[];
    sizes?: string[];
    prices?: Record<string, number>;
  } = {},
): Promise<{ id: number; sku: string; designUrl: string }> {
  const design = await uploadDesign(app, headers);
  const res = await app.inject({
    method: 'POST',
    url: '/api/products/in-bulk',
    headers,
    payload: {
      storeId,
      mode: 'publish',
      products: [
        {
          title: overrides.title ?? 'Rose Tee',
          catalogId: overrides.catalogId ?? 7,
          colors: overrides.colors ?? ['Black', 'White'],
          sizes: overrides.sizes ?? ['m', 'xxl'],
          prices: overrides.prices ?? { m: 19.95, xxl: 21.95 },
          designs: [{ location: 'front', id: design.id }],
        },
      ],
    },
  });
  if (res.statusCode !== 200 && res.statusCode !== 201)
    throw new Error(`product failed: ${res.statusCode} ${res.body}`);
  const product = res.json().data[0] as { id: number; sku: string };
  return { ...product, designUrl: design.imageUrl.original };
}
