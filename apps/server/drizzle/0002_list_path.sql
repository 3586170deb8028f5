-- The list path (issue 6): contains-search through trigram indexes, totals kept per school, and the
-- notifications that keep the servers' caches of sessions and profiles true across processes.
-- Both extensions ship with PostgreSQL (contrib) and PGlite, and are trusted: a database owner may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "row_counts" (
	"tenant_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "row_counts_tenant_id_table_name_pk" PRIMARY KEY("tenant_id","table_name")
);
--> statement-breakpoint
ALTER TABLE "row_counts" ADD CONSTRAINT "row_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicles_registration_trgm_idx" ON "vehicles" USING gin ("tenant_id","registration_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "vehicles_code_trgm_idx" ON "vehicles" USING gin ("tenant_id","code" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Statement-level, from the transition tables: an import of 5,000 rows updates each school's total
-- once, not 5,000 times. Rows never move between schools, so an UPDATE changes no total.
CREATE FUNCTION count_rows_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts (tenant_id, table_name, n)
    SELECT tenant_id, TG_TABLE_NAME, count(*) FROM new_rows GROUP BY tenant_id
  ON CONFLICT (tenant_id, table_name) DO UPDATE SET n = row_counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION count_rows_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET n = row_counts.n - gone.n
    FROM (SELECT tenant_id, count(*) AS n FROM old_rows GROUP BY tenant_id) AS gone
    WHERE row_counts.tenant_id = gone.tenant_id AND row_counts.table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER vehicles_count_inserted AFTER INSERT ON vehicles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_inserted();--> statement-breakpoint
CREATE TRIGGER vehicles_count_deleted AFTER DELETE ON vehicles REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_deleted();--> statement-breakpoint
INSERT INTO row_counts (tenant_id, table_name, n)
  SELECT tenant_id, 'vehicles', count(*) FROM vehicles GROUP BY tenant_id;--> statement-breakpoint
-- Every server process caches who may call as which profile, and which sessions are alive. A change
-- tells them all at commit, whichever code made it (PostgreSQL folds repeats within a transaction).
CREATE FUNCTION notify_profile_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ta_cache', 'profile:' || OLD.tenant_id || ':' || OLD.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER profiles_changed AFTER UPDATE OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION notify_profile_changed();--> statement-breakpoint
CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (NEW.revoked_at IS NOT NULL AND OLD.revoked_at IS NULL) THEN
    PERFORM pg_notify('ta_cache', 'session:' || OLD.family_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER refresh_tokens_ended AFTER UPDATE OR DELETE ON refresh_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_session_ended();
