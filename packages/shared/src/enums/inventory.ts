/** Why a stock quantity moved (inventory_movements.reason). */
export const inventoryMovementReasons = [
  'created',
  'adjusted',
  'threshold',
  'production',
  'returned',
] as const;
export type InventoryMovementReason = (typeof inventoryMovementReasons)[number];

/** What a seller sees of a blank's stock: never the number itself. */
export const stockAvailabilities = ['available', 'low', 'out'] as const;
export type StockAvailability = (typeof stockAvailabilities)[number];

/** An adjustment is more than -1000 and at most 1000 units (spec 03 §5, §9). */
export const INVENTORY_QUANTITY_LIMIT = 1000;
/** The highest warning threshold a row may have. */
export const INVENTORY_THRESHOLD_MAX = 100_000;
/** What the add-rows form starts a new row with (spec 03 §3); the API fills none in. */
export const inventoryRowDefaults = {
  catalogId: 1,
  color: 'black',
  size: 's',
  quantity: 1,
} as const;
