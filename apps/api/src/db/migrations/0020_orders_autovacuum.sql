-- The list's pages and counts are index-only scans, which stay index-only only on pages the
-- visibility map marks all-visible; an order written since the table's last vacuum is read from
-- the table instead. The orders written most (new ones, and those moving through production) are
-- the newest, which every list shows first: with the defaults, autovacuum waits for a fifth of the
-- table (200,000 orders at a million) before it marks them again. Vacuum orders after 1 % of them
-- changed or were added, and always clean the indexes, so a vacuum of few dead rows still leaves
-- its pages all-visible (bench/results-orders.md: 41,102 recent orders updated made the staff
-- page's statement 1.7–2.2 ms until a vacuum brought it back to 0.7–0.8 ms).
ALTER TABLE orders SET (
  autovacuum_vacuum_scale_factor = 0.01,
  autovacuum_vacuum_insert_scale_factor = 0.01,
  vacuum_index_cleanup = on
);
