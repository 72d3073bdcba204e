-- The built-in sandbox wallet captures only an order its payer approved, as PayPal does.
CREATE TABLE "sandbox_wallet_approvals" (
	"provider_order_id" text PRIMARY KEY NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL
);
