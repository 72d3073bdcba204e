CREATE TABLE "order_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_package_no" smallint NOT NULL,
	"tracking_number" text NOT NULL,
	"carrier_code" text DEFAULT '' NOT NULL,
	"service_code" text,
	"shipped_at" timestamp with time zone,
	"label_id" integer,
	"reship_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_reships" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"address" jsonb NOT NULL,
	"reason" text NOT NULL,
	"paid_by" text NOT NULL,
	"cost_cents" integer DEFAULT 0 NOT NULL,
	"transaction_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	"carrier_name" text NOT NULL,
	"service_code" text,
	"tracking_number" text NOT NULL,
	"tracking_url" text,
	"shipping_fee_cents" integer DEFAULT 0 NOT NULL,
	"total_cost_cents" integer DEFAULT 0 NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_key" text,
	"external_id" text,
	"sandbox" boolean DEFAULT false NOT NULL,
	"transaction_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "shipping_labels_money_not_negative" CHECK ("shipping_labels"."shipping_fee_cents" >= 0 and "shipping_labels"."total_cost_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_label_id_shipping_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."shipping_labels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_reship_id_order_reships_id_fk" FOREIGN KEY ("reship_id") REFERENCES "public"."order_reships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reships" ADD CONSTRAINT "order_reships_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reships" ADD CONSTRAINT "order_reships_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reships" ADD CONSTRAINT "order_reships_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_labels" ADD CONSTRAINT "shipping_labels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_labels" ADD CONSTRAINT "shipping_labels_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_labels" ADD CONSTRAINT "shipping_labels_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_packages_number_key" ON "order_packages" USING btree ("order_id","order_package_no");--> statement-breakpoint
CREATE UNIQUE INDEX "order_packages_tracking_key" ON "order_packages" USING btree ("order_id","tracking_number");--> statement-breakpoint
CREATE INDEX "order_packages_tracking_idx" ON "order_packages" USING btree (lower("tracking_number"));--> statement-breakpoint
CREATE INDEX "order_reships_order_idx" ON "order_reships" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipping_labels_order_idx" ON "shipping_labels" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "shipping_labels_tracking_idx" ON "shipping_labels" USING btree ("tracking_number");