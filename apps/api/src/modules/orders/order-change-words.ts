/** How a notification words each kind of change of an order ("Order #12 <words>"). */
export const actionWords: Record<string, string> = {
  created: 'was created',
  imported: 'was imported from a CSV file',
  updated: 'was edited',
  address: 'has a new address',
  'verify-address': 'had its address verified',
  'verify-address-forced': 'had its address accepted without passing the check',
  factory: 'moved to another factory',
  archived: 'was archived',
  duplicated: 'was created as a duplicate',
  paid: 'was paid',
  checkout: 'is being paid at the online wallet',
  'checkout-ended': 'is waiting for payment again',
};

/** How a notification words several new orders of a seller told of at once ("Seller #3 <words>"). */
export function newOrdersWords(action: string, count: number): string {
  return action === 'imported'
    ? `imported ${count} orders from a CSV file`
    : `created ${count} orders`;
}
