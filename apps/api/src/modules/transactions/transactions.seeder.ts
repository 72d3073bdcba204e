import { transactionNotes } from '@stitchworks/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { demoAccounts } from '../auth/demo-accounts.ts';
import { moveCredit } from './credit-ledger.ts';
import { insertTransaction } from './transactions.repository.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/**
 * The demo sellers' credit, entered as an admin would: every cent of a balance has its
 * transaction and ledger entry, dated when it happened. The first seller's history shows a deposit
 * and a withdrawal. All of it predates the demo orders (at most 30 days old), whose payments the
 * orders seeder writes after it, so the ledger's entries follow one another in time and each
 * balance after is the one of that moment.
 */
export const transactionsDemoSeeder = {
  name: 'transactions',
  run: async (tx: Tx): Promise<undefined> => {
    const [admin] = await tx.select().from(users).where(eq(users.email, 'admin@example.com'));
    for (const account of demoAccounts) {
      if (!account.creditCents) continue;
      const [holder] = await tx.select().from(users).where(eq(users.email, account.email));
      if (holder?.creditCents !== 0) continue;
      const entries =
        account.email === 'seller@example.com'
          ? [
              {
                deltaCents: account.creditCents + 5_000,
                note: transactionNotes.bankTransferReceived,
                days: 45,
              },
              { deltaCents: -5_000, note: transactionNotes.returnedToPaypal, days: 40 },
            ]
          : [{ deltaCents: account.creditCents, note: transactionNotes.openingBalance, days: 42 }];
      for (const entry of entries) {
        const at = daysAgo(entry.days);
        const row = await insertTransaction(tx, {
          userId: holder.id,
          type: entry.deltaCents > 0 ? 'deposit' : 'withdraw',
          amountCents: Math.abs(entry.deltaCents),
          paymentMethod: 'manual',
          status: 'completed',
          note: entry.note,
          createdById: admin?.id ?? null,
          createdAt: at,
          updatedAt: at,
        });
        await moveCredit(tx, {
          userId: holder.id,
          deltaCents: entry.deltaCents,
          transactionId: row.id,
          at,
        });
      }
    }
    return undefined;
  },
};
