-- The servers' in-memory query cache (decision 0405) drops what it holds of a table when the
-- table changes. A statement trigger announces every change on the channel "query_cache", with
-- the table's name: PostgreSQL delivers it when the transaction commits (never for one rolled
-- back), to every server listening, whichever server or tool made the change.
CREATE FUNCTION "query_cache_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('query_cache', TG_TABLE_NAME);
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- A session's touch (last_seen_at and expires_at, once a minute per active session) is not
-- announced: it would empty every server's cached sessions each time. The server that touches
-- drops its own entry; the others may see the older times for up to 12.5 seconds, and read the
-- session afresh before ending one that looks expired.
CREATE TRIGGER "sessions_query_cache" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "id", "token_hash", "account_id", "assumed_account_id", "api3_authenticated_at", "user_agent", "created_at" ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "query_cache_notify"();--> statement-breakpoint
CREATE TRIGGER "accounts_query_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "accounts" FOR EACH STATEMENT EXECUTE FUNCTION "query_cache_notify"();--> statement-breakpoint
CREATE TRIGGER "user_products_query_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_products" FOR EACH STATEMENT EXECUTE FUNCTION "query_cache_notify"();--> statement-breakpoint
CREATE TRIGGER "products_query_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "query_cache_notify"();--> statement-breakpoint
CREATE TRIGGER "product_types_query_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_types" FOR EACH STATEMENT EXECUTE FUNCTION "query_cache_notify"();--> statement-breakpoint
CREATE TRIGGER "terms_versions_query_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "terms_versions" FOR EACH STATEMENT EXECUTE FUNCTION "query_cache_notify"();
