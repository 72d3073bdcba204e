-- A payment of orders a per_order discount made free (total 0) is paid like any other: its
-- transaction lists them with an amount of 0, and no money moves. Every other amount stays above 0.
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_amount_positive";--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_amount_positive" CHECK ("transactions"."amount_cents" > 0 or ("transactions"."type" = 'payment' and "transactions"."amount_cents" = 0));