import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Orders of the built-in sandbox wallet the payer approved (pressed Pay on its page). As at
 * PayPal, only an approved order captures; one never approved is given up by the sweep.
 */
export const sandboxWalletApprovals = pgTable('sandbox_wallet_approvals', {
  providerOrderId: text().primaryKey(),
  approvedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
