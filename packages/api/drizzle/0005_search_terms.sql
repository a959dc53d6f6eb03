CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
-- The words of a product's name, brand and category: lower case, split on anything but letters and digits.
CREATE FUNCTION search_terms_of(source text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT word FROM regexp_split_to_table(lower(source), '[^[:alnum:]]+') AS word
  WHERE length(word) BETWEEN 3 AND 40
$$;
--> statement-breakpoint
-- Inserts: once per statement over its new rows (a bulk import adds its words in one pass).
CREATE FUNCTION search_terms_from_new_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT search_terms_of(n.name || ' ' || n.search_brand || ' ' || n.search_category) FROM new_products n
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_terms_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_from_new_products();
--> statement-breakpoint
-- Renames: per row, and only when a searched text changed (stock and price updates cost nothing).
CREATE FUNCTION search_terms_from_renamed_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT search_terms_of(NEW.name || ' ' || NEW.search_brand || ' ' || NEW.search_category)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_terms_update AFTER UPDATE OF name, search_brand, search_category ON products
  FOR EACH ROW WHEN ((OLD.name, OLD.search_brand, OLD.search_category) IS DISTINCT FROM (NEW.name, NEW.search_brand, NEW.search_category))
  EXECUTE FUNCTION search_terms_from_renamed_product();
--> statement-breakpoint
INSERT INTO search_terms (term)
SELECT DISTINCT search_terms_of(name || ' ' || search_brand || ' ' || search_category) FROM products
ON CONFLICT DO NOTHING;
