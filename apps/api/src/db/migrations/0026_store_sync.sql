CREATE TABLE "order_syncs" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"platform_order_id" text NOT NULL,
	"platform_order_name" text NOT NULL,
	"status" text NOT NULL,
	"items" jsonb NOT NULL,
	"store_order" jsonb NOT NULL,
	"ship_to" text DEFAULT '' NOT NULL,
	"reason" text,
	"order_id" integer,
	"platform_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_syncs" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sku" text NOT NULL,
	"options" jsonb NOT NULL,
	"imported_count" integer DEFAULT 0 NOT NULL,
	"last_imported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_connect_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"nonce_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_fulfillments" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"platform_order_id" text NOT NULL,
	"tracking_number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"platform_fulfillment_id" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_sync_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"topic" text NOT NULL,
	"delivery_id" text,
	"outcome" text NOT NULL,
	"message" text,
	"platform_order_id" text,
	"order_id" integer,
	"order_sync_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "platform_shop" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "secrets" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "sandbox" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "sync_cursor" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "last_sync_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_syncs" ADD CONSTRAINT "order_syncs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_syncs" ADD CONSTRAINT "order_syncs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_syncs" ADD CONSTRAINT "order_syncs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_syncs" ADD CONSTRAINT "product_syncs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_syncs" ADD CONSTRAINT "product_syncs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_connect_states" ADD CONSTRAINT "store_connect_states_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_connect_states" ADD CONSTRAINT "store_connect_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_fulfillments" ADD CONSTRAINT "store_fulfillments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_fulfillments" ADD CONSTRAINT "store_fulfillments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_fulfillments" ADD CONSTRAINT "store_fulfillments_package_id_order_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."order_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sync_events" ADD CONSTRAINT "store_sync_events_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_syncs_store_order_key" ON "order_syncs" USING btree ("store_id","platform_order_id");--> statement-breakpoint
CREATE INDEX "order_syncs_user_status_idx" ON "order_syncs" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "order_syncs_status_idx" ON "order_syncs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "order_syncs_order_idx" ON "order_syncs" USING btree ("order_id") WHERE "order_syncs"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_syncs_store_sku_key" ON "product_syncs" USING btree ("store_id","sku");--> statement-breakpoint
CREATE INDEX "product_syncs_user_idx" ON "product_syncs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_connect_states_nonce_key" ON "store_connect_states" USING btree ("nonce_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "store_fulfillments_package_key" ON "store_fulfillments" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "store_fulfillments_order_idx" ON "store_fulfillments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "store_fulfillments_due_idx" ON "store_fulfillments" USING btree ("next_attempt_at") WHERE "store_fulfillments"."status" <> 'sent';--> statement-breakpoint
CREATE UNIQUE INDEX "store_sync_events_delivery_key" ON "store_sync_events" USING btree ("store_id","delivery_id") WHERE "store_sync_events"."delivery_id" is not null;--> statement-breakpoint
CREATE INDEX "store_sync_events_store_idx" ON "store_sync_events" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_platform_shop_key" ON "stores" USING btree ("type","platform_shop") WHERE "stores"."platform_shop" is not null and "stores"."deleted_at" is null;