import {
  type ApproveOrderSyncInput,
  approveOrderSyncInputSchema,
  type Catalog,
  type CatalogPosition,
  type OrderSync,
  validationMessages,
} from '@stitchworks/shared';

/** One design of a mapped item as the form holds it: a position (none yet) and an image URL. */
export type SyncDesignValues = { location: CatalogPosition | null; imageUrl: string };

/** What one store item is made as, in the sync modal. */
export type SyncItemValues = {
  catalogId: string | null;
  color: string | null;
  size: string | null;
  quantity: number | string;
  designs: SyncDesignValues[];
};

export type SyncFormValues = { items: SyncItemValues[]; remember: boolean };

const QUANTITY_LIMIT = 1000;

const clampQuantity = (quantity: number) =>
  Math.min(QUANTITY_LIMIT, Math.max(1, Number.isFinite(quantity) ? Math.trunc(quantity) : 1));

export const newDesign = (location: CatalogPosition | null = null): SyncDesignValues => ({
  location,
  imageUrl: '',
});

/**
 * The modal's first values: an item already mapped (by a product sync, or a refusal's earlier
 * try) as it was mapped; any other with the store's quantity and one empty design.
 */
export function initialSyncValues(orderSync: OrderSync): SyncFormValues {
  return {
    items: orderSync.items.map(({ original, refined }) =>
      refined
        ? {
            catalogId: String(refined.catalogId),
            color: refined.color,
            size: refined.size,
            quantity: clampQuantity(refined.quantity ?? original.quantity),
            designs: refined.designs.map((design) => ({ ...design })),
          }
        : {
            catalogId: null,
            color: null,
            size: null,
            quantity: clampQuantity(original.quantity),
            designs: [newDesign()],
          },
    ),
    remember: false,
  };
}

const onlyOption = (options: readonly string[]) =>
  options.length === 1 ? (options[0] ?? null) : null;
const keepIfIn = (value: string | null, options: readonly string[]) =>
  value !== null && options.includes(value) ? value : onlyOption(options);

/**
 * An item after another catalog is picked: its colour and size kept where the catalog has them
 * (the only one where it has one), each design's position kept where the catalog has it.
 */
export function withCatalog(item: SyncItemValues, catalog: Catalog | undefined): SyncItemValues {
  const colors = catalog?.colors.map((color) => color.name) ?? [];
  const positions = catalog?.positions ?? [];
  return {
    ...item,
    catalogId: catalog ? String(catalog.value) : null,
    color: keepIfIn(item.color, colors),
    size: keepIfIn(item.size, catalog?.sizes ?? []),
    designs: item.designs.map((design) =>
      design.location && positions.includes(design.location)
        ? design
        : { ...design, location: positions[0] ?? null },
    ),
  };
}

/** The values as POST /order-syncs/{id}/approve takes them. */
export function toApproveInput(values: SyncFormValues): ApproveOrderSyncInput {
  return {
    items: values.items.map((item) => ({
      refined: {
        catalogId: Number(item.catalogId),
        color: item.color ?? '',
        size: item.size ?? '',
        quantity: item.quantity === '' ? 1 : Number(item.quantity),
        designs: item.designs.map((design) => ({
          location: design.location as CatalogPosition,
          imageUrl: design.imageUrl.trim(),
        })),
      },
    })),
    remember: values.remember,
  };
}

/** A path of the request ('items.0.refined.designs.1.imageUrl') as the form's field path. */
export function formPathOf(path: string): string {
  return path.replace(/^items\.(\d+)\.refined(?=\.|$)/, 'items.$1');
}

/**
 * The form's problems by field, with the API's own rules (refinedItemSchema): an item with no
 * catalog, colour or size yet says it is required there rather than that a number is missing.
 * Messages are the shared English texts; the caller translates them.
 */
export function syncFormProblems(values: SyncFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  const parsed = approveOrderSyncInputSchema.safeParse(toApproveInput(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = formPathOf(issue.path.join('.'));
      problems[path] ??= issue.message;
    }
  }
  values.items.forEach((item, index) => {
    for (const field of ['catalogId', 'color', 'size'] as const) {
      if (item[field] === null || item[field] === '') {
        problems[`items.${index}.${field}`] = validationMessages.required;
      }
    }
    item.designs.forEach((design, at) => {
      if (design.location === null) {
        problems[`items.${index}.designs.${at}.location`] = validationMessages.required;
      }
    });
  });
  return problems;
}
