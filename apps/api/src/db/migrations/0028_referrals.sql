-- Referral codes and the sellers who entered them. users.referral_code now holds the code a seller
-- entered (many sellers share one), so it is no longer unique.
DROP INDEX IF EXISTS "users_referral_code_key";--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"seller_discount_hundredths" integer NOT NULL,
	"referrer_compensation_cents" integer NOT NULL,
	"max_uses_allowed" integer NOT NULL,
	"uses_count" integer DEFAULT 0 NOT NULL,
	"expired_at" timestamp with time zone NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "referrals_discount_positive" CHECK ("referrals"."seller_discount_hundredths" > 0),
	CONSTRAINT "referrals_compensation_not_negative" CHECK ("referrals"."referrer_compensation_cents" >= 0),
	CONSTRAINT "referrals_max_uses_not_negative" CHECK ("referrals"."max_uses_allowed" >= 0),
	CONSTRAINT "referrals_uses_within_max" CHECK ("referrals"."max_uses_allowed" = 0 or "referrals"."uses_count" <= "referrals"."max_uses_allowed")
);
--> statement-breakpoint
CREATE TABLE "referral_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"referral_id" integer NOT NULL,
	"referrer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"compensation_cents" integer NOT NULL,
	"order_id" integer,
	"earned_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"claim_transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_uses_not_self" CHECK ("referral_uses"."seller_id" <> "referral_uses"."referrer_id"),
	CONSTRAINT "referral_uses_claimed_after_earned" CHECK ("referral_uses"."claimed_at" is null or "referral_uses"."earned_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_uses" ADD CONSTRAINT "referral_uses_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_uses" ADD CONSTRAINT "referral_uses_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_uses" ADD CONSTRAINT "referral_uses_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_uses" ADD CONSTRAINT "referral_uses_claim_transaction_id_transactions_id_fk" FOREIGN KEY ("claim_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_code_key" ON "referrals" USING btree (lower("code")) WHERE "referrals"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "referrals_user_idx" ON "referrals" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_uses_seller_key" ON "referral_uses" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "referral_uses_referrer_idx" ON "referral_uses" USING btree ("referrer_id","id");--> statement-breakpoint
CREATE INDEX "referral_uses_referral_idx" ON "referral_uses" USING btree ("referral_id");--> statement-breakpoint
CREATE INDEX "referral_uses_order_idx" ON "referral_uses" USING btree ("order_id") WHERE "referral_uses"."order_id" is not null;
