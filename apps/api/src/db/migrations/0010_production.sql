CREATE TABLE "embs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"location" text NOT NULL,
	"order_item_id" integer,
	"status" text DEFAULT 'todo' NOT NULL,
	"approval" text,
	"designer_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"reject_reason" text,
	"rejections" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"file_name" text,
	"format" text,
	"file_bytes" integer,
	"stitches" integer,
	"colors" integer,
	"width_tenths" integer,
	"height_tenths" integer,
	"preview_svg" text,
	"cost_cents" integer,
	"charged_cents" integer,
	"charge_transaction_id" integer,
	"assigned_at" timestamp with time zone,
	"uploaded_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embs_cost_not_negative" CHECK ("embs"."cost_cents" >= 0 and "embs"."charged_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_item_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"transaction_id" integer NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_item_costs_positive" CHECK ("order_item_costs"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "production_scans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"unit" smallint NOT NULL,
	"step" text NOT NULL,
	"factory" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by_id" integer,
	"undo_reason" text
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_before_hold" smallint;--> statement-breakpoint
ALTER TABLE "embs" ADD CONSTRAINT "embs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embs" ADD CONSTRAINT "embs_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embs" ADD CONSTRAINT "embs_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embs" ADD CONSTRAINT "embs_charge_transaction_id_transactions_id_fk" FOREIGN KEY ("charge_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_costs" ADD CONSTRAINT "order_item_costs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_costs" ADD CONSTRAINT "order_item_costs_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_costs" ADD CONSTRAINT "order_item_costs_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_costs" ADD CONSTRAINT "order_item_costs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_scans" ADD CONSTRAINT "production_scans_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_scans" ADD CONSTRAINT "production_scans_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_scans" ADD CONSTRAINT "production_scans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_scans" ADD CONSTRAINT "production_scans_undone_by_id_users_id_fk" FOREIGN KEY ("undone_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "embs_design_key" ON "embs" USING btree ("user_id","image_url");--> statement-breakpoint
CREATE INDEX "embs_status_idx" ON "embs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "embs_designer_idx" ON "embs" USING btree ("designer_id","status");--> statement-breakpoint
CREATE INDEX "embs_accepted_idx" ON "embs" USING btree ("accepted_at") WHERE "embs"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "order_item_costs_item_idx" ON "order_item_costs" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "production_scans_standing_key" ON "production_scans" USING btree ("order_item_id","unit","step") WHERE "production_scans"."undone_at" is null;--> statement-breakpoint
CREATE INDEX "production_scans_order_idx" ON "production_scans" USING btree ("order_id","id");