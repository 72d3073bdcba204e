-- One CSV cell, as csvCell (src/lib/csv.ts) writes it, so the order export's lines can be written
-- by the database (bench/results-orders.md: building them in the API held the export to one core
-- of Node.js). A text a spreadsheet would run as a formula (=, +, -, @, tab or carriage return
-- first) is kept as text with a leading apostrophe; a cell holding a quote, a comma or a line
-- break is quoted, its quotes doubled; null is empty. A plain SQL expression, so PostgreSQL
-- inlines it into the query that calls it.
CREATE FUNCTION csv_cell(cell text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE
    WHEN cell ~ '[",\r\n]' THEN
      '"' || replace(CASE WHEN cell ~ '^[=+\-@\t\r]' THEN '''' || cell ELSE cell END, '"', '""') || '"'
    WHEN cell ~ '^[=+\-@\t\r]' THEN '''' || cell
    ELSE coalesce(cell, '')
  END
$$;
