CREATE TABLE "emb_sewing" (
	"emb_id" integer PRIMARY KEY NOT NULL,
	"file_key" text,
	"trims" integer NOT NULL,
	"thread_colors" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machine_plans" (
	"factory" text PRIMARY KEY NOT NULL,
	"planned_at" timestamp with time zone NOT NULL,
	"planned_by_id" integer,
	"makespan_seconds" integer NOT NULL,
	"fcfs_makespan_seconds" integer NOT NULL,
	"unplaced" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"waiting_outside_plan" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machine_run_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"unit" smallint NOT NULL,
	"state" text DEFAULT 'in_run' NOT NULL,
	"fail_reason" text,
	"fail_note" text,
	"failed_at" timestamp with time zone,
	"failed_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "machine_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"factory" text NOT NULL,
	"machine_id" integer NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"sequence" integer NOT NULL,
	"emb_ids" integer[] NOT NULL,
	"design" jsonb NOT NULL,
	"heads" smallint NOT NULL,
	"cycles" integer NOT NULL,
	"estimated_seconds" integer NOT NULL,
	"rethreads" integer DEFAULT 0 NOT NULL,
	"setup_seconds" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"started_by_id" integer,
	"finished_at" timestamp with time zone,
	"finished_by_id" integer,
	"actual_seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machines" (
	"id" serial PRIMARY KEY NOT NULL,
	"factory" text NOT NULL,
	"name" text NOT NULL,
	"heads" smallint NOT NULL,
	"hoop_width_mm" integer NOT NULL,
	"hoop_height_mm" integer NOT NULL,
	"speed_spm" integer NOT NULL,
	"state" text DEFAULT 'idle' NOT NULL,
	"needles" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machines_heads_range" CHECK ("machines"."heads" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "plan_settings" (
	"factory" text PRIMARY KEY NOT NULL,
	"color_change_seconds" integer NOT NULL,
	"trim_seconds" integer NOT NULL,
	"hooping_seconds" integer NOT NULL,
	"rethread_seconds" integer NOT NULL,
	"shift_start" text NOT NULL,
	"shift_hours" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emb_sewing" ADD CONSTRAINT "emb_sewing_emb_id_embs_id_fk" FOREIGN KEY ("emb_id") REFERENCES "public"."embs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_plans" ADD CONSTRAINT "machine_plans_planned_by_id_users_id_fk" FOREIGN KEY ("planned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_run_units" ADD CONSTRAINT "machine_run_units_run_id_machine_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."machine_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_run_units" ADD CONSTRAINT "machine_run_units_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_run_units" ADD CONSTRAINT "machine_run_units_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_run_units" ADD CONSTRAINT "machine_run_units_failed_by_id_users_id_fk" FOREIGN KEY ("failed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_runs" ADD CONSTRAINT "machine_runs_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_runs" ADD CONSTRAINT "machine_runs_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_runs" ADD CONSTRAINT "machine_runs_finished_by_id_users_id_fk" FOREIGN KEY ("finished_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "machine_run_units_run_idx" ON "machine_run_units" USING btree ("run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "machine_run_units_open_key" ON "machine_run_units" USING btree ("order_item_id","unit") WHERE "machine_run_units"."state" = 'in_run';--> statement-breakpoint
CREATE INDEX "machine_runs_factory_status_idx" ON "machine_runs" USING btree ("factory","status","machine_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "machine_runs_one_started_key" ON "machine_runs" USING btree ("machine_id") WHERE "machine_runs"."status" = 'started';--> statement-breakpoint
CREATE INDEX "machine_runs_finished_idx" ON "machine_runs" USING btree ("machine_id","finished_at") WHERE "machine_runs"."status" = 'finished';--> statement-breakpoint
CREATE UNIQUE INDEX "machines_factory_name_key" ON "machines" USING btree ("factory",lower("name"));