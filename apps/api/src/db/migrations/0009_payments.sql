CREATE TABLE "auto_payment_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"slot_at" timestamp with time zone NOT NULL,
	"mode" text NOT NULL,
	"paid_order_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"unpaid_order_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"transaction_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payoneer_authorizations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"expires_at" timestamp with time zone,
	"sandbox" boolean DEFAULT false NOT NULL,
	"authorized_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_transaction_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_requested_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auto_payment_runs" ADD CONSTRAINT "auto_payment_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_payment_runs" ADD CONSTRAINT "auto_payment_runs_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payoneer_authorizations" ADD CONSTRAINT "payoneer_authorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_payment_runs_slot_key" ON "auto_payment_runs" USING btree ("user_id","slot_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_transaction_id_transactions_id_fk" FOREIGN KEY ("payment_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_payment_transaction_idx" ON "orders" USING btree ("payment_transaction_id");--> statement-breakpoint
CREATE INDEX "orders_cancel_waiting_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST) WHERE "orders"."cancel_status" = 'waiting';--> statement-breakpoint
CREATE INDEX "orders_update_requested_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST) WHERE "orders"."update_flag" = 1;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_within_total" CHECK ("orders"."refunded_cents" >= 0 and "orders"."refunded_cents" <= "orders"."total_cents");