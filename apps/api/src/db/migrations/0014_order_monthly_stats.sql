CREATE TABLE "order_monthly_stats" (
	"month" date NOT NULL,
	"user_id" integer NOT NULL,
	"factory" text NOT NULL,
	"status" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_monthly_stats_month_user_id_factory_status_pk" PRIMARY KEY("month","user_id","factory","status")
);
