-- The seller's list by status is served by orders_live_user_cover_idx (seller, created, and every
-- filtered column). With this narrower index beside it, the list's prepared statement settled on
-- a generic plan that read the table row by row through this index: 5x slower for a seller with
-- many orders (bench/results-orders.md). Imports also write one index fewer.
DROP INDEX "orders_user_status_created_idx";
