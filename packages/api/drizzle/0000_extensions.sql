-- drizzle-kit never emits CREATE EXTENSION; trigram search on product names needs pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
