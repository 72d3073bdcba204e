ALTER TABLE "store_sync_events" ADD COLUMN "store_order" jsonb;--> statement-breakpoint
CREATE INDEX "store_sync_events_queued_idx" ON "store_sync_events" USING btree ("id") WHERE "store_sync_events"."outcome" = 'queued';
