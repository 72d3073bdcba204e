import {
  type Catalog,
  type CatalogPosition,
  type CreateOrderInput,
  DEFAULT_CATALOG_ID,
  DEFAULT_COUNTRY,
  DEFAULT_FACTORY,
  DEFAULT_SHIPPING_METHOD,
  type DesignImageInput,
  type Factory,
  FRAMED_CATALOG_IDS,
  type Order,
  type OrderItemInput,
  type ShippingMethod,
} from '@stitchworks/shared';
import type { AddressValues } from '../../../../components/form/address-fields';

/** A row is a product of the seller's or a catalog blank with design images. */
export type RowKind = 'product' | 'catalog';

export type EmbValues = { name: string; applique: boolean; fabric: string; outline: string };

export type DesignImageValues = {
  key: string;
  imageUrl: string;
  location: CatalogPosition | null;
  emb: EmbValues;
};

export type OrderRowValues = {
  key: string;
  /** The order's row this one edits (null for a new row): its scans and costs stay with it. */
  id: number | null;
  kind: RowKind;
  productId: string | null;
  catalogId: string | null;
  color: string | null;
  size: string | null;
  quantity: number | string;
  frameColor: string | null;
  designImages: DesignImageValues[];
};

export type { AddressValues } from '../../../../components/form/address-fields';

export type OrderFormValues = {
  address: AddressValues;
  shippingMethod: ShippingMethod;
  factory: Factory;
  sellerOrderId: string;
  storeId: string | null;
  isTiktokShop: boolean;
  ioss: string;
  items: OrderRowValues[];
};

/** What a product row needs of the product: its catalog, colours and sizes. */
export type ProductOption = {
  id: number;
  title: string;
  sku: string;
  catalogId: number;
  colors: string[];
  sizes: string[];
  mockupUrl: string | null;
};

/** The catalogs each factory makes (GET /bootstrap's catalogData and catalogDataEu1). */
export type CatalogsByFactory = Record<Factory, Catalog[]>;

let sequence = 0;
/** A key that identifies a row or image while rows are added and removed. */
export function newKey(): string {
  sequence += 1;
  return `k${sequence}`;
}

export const emptyAddress = (): AddressValues => ({
  firstName: '',
  lastName: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  country: DEFAULT_COUNTRY,
  email: '',
  phone: '',
});

export const emptyEmb = (): EmbValues => ({ name: '', applique: false, fabric: '', outline: '' });

export function newDesignImage(location: CatalogPosition | null = null): DesignImageValues {
  return { key: newKey(), imageUrl: '', location, emb: emptyEmb() };
}

/** The catalog a new row starts on: catalog 7 where the factory makes it (spec 02 §9). */
export function defaultCatalogOf(catalogs: Catalog[]): Catalog | undefined {
  return catalogs.find((catalog) => catalog.value === DEFAULT_CATALOG_ID) ?? catalogs[0];
}

/** A new catalog-blank row: catalog 7, quantity 1, one design image on its first position. */
export function newRow(catalogs: Catalog[]): OrderRowValues {
  const catalog = defaultCatalogOf(catalogs);
  return {
    key: newKey(),
    id: null,
    kind: 'catalog',
    productId: null,
    catalogId: catalog ? String(catalog.value) : null,
    color: null,
    size: null,
    quantity: 1,
    frameColor: null,
    designImages: [newDesignImage(catalog?.positions[0] ?? null)],
  };
}

/**
 * The rows after the order moves to another factory: a blank the new factory does not make moves
 * to that factory's default blank, keeping its colour, size and designs where the new blank has
 * them. Product rows stay: the product names its own catalog.
 */
export function rowsForFactory(rows: OrderRowValues[], catalogs: Catalog[]): OrderRowValues[] {
  const offered = new Set(catalogs.map((catalog) => catalog.value));
  const fallback = defaultCatalogOf(catalogs);
  return rows.map((row) => {
    if (row.kind !== 'catalog' || (row.catalogId && offered.has(Number(row.catalogId)))) return row;
    const colors = fallback?.colors.map((color) => color.name) ?? [];
    const positions = fallback?.positions ?? [];
    return {
      ...row,
      catalogId: fallback ? String(fallback.value) : null,
      color: row.color && colors.includes(row.color) ? row.color : null,
      size: row.size && fallback?.sizes.includes(row.size) ? row.size : null,
      frameColor: null,
      designImages: row.designImages.map((image) =>
        image.location && positions.includes(image.location)
          ? image
          : { ...image, location: positions[0] ?? null },
      ),
    };
  });
}

/** A new order: US, standard shipping, vn1, one row (spec 02 §9). */
export function newOrderValues(catalogs: CatalogsByFactory): OrderFormValues {
  return {
    address: emptyAddress(),
    shippingMethod: DEFAULT_SHIPPING_METHOD,
    factory: DEFAULT_FACTORY,
    sellerOrderId: '',
    storeId: null,
    isTiktokShop: false,
    ioss: '',
    items: [newRow(catalogs[DEFAULT_FACTORY])],
  };
}

/** Every catalog of both factories by id. */
export function catalogIndex(catalogs: CatalogsByFactory): Map<number, Catalog> {
  return new Map([...catalogs.vn1, ...catalogs.eu1].map((catalog) => [catalog.value, catalog]));
}

/** Catalogs 8 and 9, and any catalog configured with frame colours, ask for a frame colour. */
export function isFramed(catalog: Catalog | undefined, catalogId?: number): boolean {
  const id = catalog?.value ?? catalogId;
  if (id !== undefined && (FRAMED_CATALOG_IDS as readonly number[]).includes(id)) return true;
  return catalog?.frameColor === true;
}

/**
 * Embroidery options apply to embroidered blanks: the embroidery and premium catalogs. The basic
 * (Budget Friendly) catalogs are printed: mugs, flags, printed tees.
 */
export const isEmbroidery = (catalog: Catalog | undefined) =>
  catalog !== undefined && catalog.category !== 'basic';

/** The catalog of a row: the product's catalog for a product row. */
export function rowCatalogId(
  row: OrderRowValues,
  productOf: (id: number) => ProductOption | undefined,
): number | undefined {
  if (row.kind === 'catalog') return row.catalogId ? Number(row.catalogId) : undefined;
  return row.productId ? productOf(Number(row.productId))?.catalogId : undefined;
}

function designImageInput(image: DesignImageValues, embroidery: boolean): DesignImageInput {
  const input: DesignImageInput = {
    imageUrl: image.imageUrl.trim(),
    location: (image.location ?? '') as CatalogPosition,
  };
  if (embroidery && (image.emb.name || image.emb.applique || image.emb.fabric || image.emb.outline))
    input.emb = {
      name: image.emb.name.trim(),
      applique: image.emb.applique,
      fabric: image.emb.fabric.trim(),
      outline: image.emb.outline.trim(),
    };
  return input;
}

/** A quantity field's value as the API takes it ('' stays invalid rather than becoming 0). */
const quantityOf = (value: number | string) =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

export function rowInput(
  row: OrderRowValues,
  catalogs: Map<number, Catalog>,
  productOf: (id: number) => ProductOption | undefined,
): OrderItemInput {
  const catalogId = rowCatalogId(row, productOf);
  const catalog = catalogId === undefined ? undefined : catalogs.get(catalogId);
  const common = {
    ...(row.id === null ? {} : { id: row.id }),
    color: row.color ?? '',
    size: row.size ?? '',
    quantity: quantityOf(row.quantity),
    ...(isFramed(catalog, catalogId) && row.frameColor ? { frameColor: row.frameColor } : {}),
  };
  if (row.kind === 'product') {
    return { ...(row.productId ? { productId: Number(row.productId) } : {}), ...common };
  }
  return {
    ...(catalogId === undefined ? {} : { catalogId }),
    ...common,
    designImages: row.designImages.map((image) => designImageInput(image, isEmbroidery(catalog))),
  };
}

/** The form as the API's create and update payload (POST /orders, PUT /orders/{id}). */
export function toOrderInput(
  values: OrderFormValues,
  catalogs: Map<number, Catalog>,
  productOf: (id: number) => ProductOption | undefined,
): CreateOrderInput {
  const address = Object.fromEntries(
    Object.entries(values.address).map(([field, value]) => [field, value.trim()]),
  ) as AddressValues;
  return {
    address: { ...address, country: address.country.toUpperCase() },
    shippingMethod: values.shippingMethod,
    factory: values.factory,
    sellerOrderId: values.sellerOrderId.trim(),
    ...(values.storeId ? { storeId: Number(values.storeId) } : {}),
    isTiktokShop: values.isTiktokShop,
    ioss: values.ioss.trim(),
    items: values.items.map((row) => rowInput(row, catalogs, productOf)),
  };
}

/** An order read back into the form, for /order/{id}/edit. */
export function valuesOfOrder(order: Order): OrderFormValues {
  const { address } = order;
  return {
    address: {
      firstName: address.firstName,
      lastName: address.lastName,
      address1: address.address1,
      address2: address.address2,
      city: address.city,
      state: address.state,
      zip: address.zip,
      country: address.country || DEFAULT_COUNTRY,
      email: address.email,
      phone: address.phone,
    },
    shippingMethod: order.shippingMethod,
    factory: order.factory,
    sellerOrderId: order.sellerOrderId,
    storeId: order.store ? String(order.store.id) : null,
    isTiktokShop: order.isTiktokShop,
    ioss: order.ioss,
    items: order.orderItems.map(
      (item): OrderRowValues => ({
        key: newKey(),
        id: item.id,
        kind: item.productId === null ? 'catalog' : 'product',
        productId: item.productId === null ? null : String(item.productId),
        catalogId: String(item.catalogId),
        color: item.color,
        size: item.size,
        quantity: item.quantity,
        frameColor: item.meta.frameColor ?? null,
        designImages:
          item.productId === null
            ? item.designImages.map((image) => ({
                key: newKey(),
                imageUrl: image.imageUrl,
                location: image.location,
                emb: image.emb
                  ? {
                      name: image.emb.name,
                      applique: image.emb.applique,
                      fabric: image.emb.fabric,
                      outline: image.emb.outline,
                    }
                  : emptyEmb(),
              }))
            : [],
      }),
    ),
  };
}
