ALTER TABLE "store_connect_states" ADD COLUMN "kept" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_store_idx" ON "api_keys" USING btree ("store_id") WHERE "api_keys"."store_id" is not null;--> statement-breakpoint
CREATE TABLE "platfox_websites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platfox_websites" ADD CONSTRAINT "platfox_websites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "platfox_websites_user_url_key" ON "platfox_websites" USING btree ("user_id","url");
