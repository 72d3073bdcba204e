CREATE TABLE "fba_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"seller_order_id" text DEFAULT '' NOT NULL,
	"tracking_code" text DEFAULT '' NOT NULL,
	"request_sample" boolean DEFAULT false NOT NULL,
	"items" jsonb NOT NULL,
	"units" integer NOT NULL,
	"total_cost_cents" integer,
	"product_label" jsonb,
	"shipping_label" jsonb,
	"order_id" integer,
	"ref_ticket" integer,
	"payment_transaction_id" integer,
	"refund_transaction_id" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "fba_orders_status_check" CHECK ("fba_orders"."status" in ('created', 'priced', 'approved', 'shipped', 'cancelled')),
	CONSTRAINT "fba_orders_total_cost_not_negative" CHECK ("fba_orders"."total_cost_cents" >= 0),
	CONSTRAINT "fba_orders_units_positive" CHECK ("fba_orders"."units" > 0)
);
--> statement-breakpoint
ALTER TABLE "fba_orders" ADD CONSTRAINT "fba_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fba_orders" ADD CONSTRAINT "fba_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fba_orders" ADD CONSTRAINT "fba_orders_payment_transaction_id_transactions_id_fk" FOREIGN KEY ("payment_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fba_orders" ADD CONSTRAINT "fba_orders_refund_transaction_id_transactions_id_fk" FOREIGN KEY ("refund_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fba_orders_user_created_idx" ON "fba_orders" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fba_orders_status_created_idx" ON "fba_orders" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fba_orders_created_idx" ON "fba_orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fba_orders_order_idx" ON "fba_orders" USING btree ("order_id") WHERE "fba_orders"."order_id" is not null;
