-- The seller and the store of each row of the order list are kept written as JSON text too
-- (users.list_json, stores.list_json), as the order's own part is (migration 0018): the page
-- joins three texts per row instead of writing five fields. Each is refreshed by a trigger on
-- every insert and every update of a column it shows, also where triggers are otherwise off.
ALTER TABLE "stores" ADD COLUMN "list_json" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "list_json" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION user_list_json_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_json := '{"id":' || NEW.id::text || ',"name":' || to_json(NEW.name)::text
    || ',"email":' || to_json(NEW.email)::text || '}';
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_list_json BEFORE INSERT OR UPDATE OF id, name, email ON users
  FOR EACH ROW EXECUTE FUNCTION user_list_json_refresh();--> statement-breakpoint
ALTER TABLE users ENABLE ALWAYS TRIGGER users_list_json;--> statement-breakpoint
CREATE FUNCTION store_list_json_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_json := '{"id":' || NEW.id::text || ',"name":' || to_json(NEW.name)::text || '}';
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER stores_list_json BEFORE INSERT OR UPDATE OF id, name ON stores
  FOR EACH ROW EXECUTE FUNCTION store_list_json_refresh();--> statement-breakpoint
ALTER TABLE stores ENABLE ALWAYS TRIGGER stores_list_json;--> statement-breakpoint
-- Every user and store written once more: naming a column of the trigger's list fires it.
UPDATE users SET id = id;--> statement-breakpoint
UPDATE stores SET id = id;
