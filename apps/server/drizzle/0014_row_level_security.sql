-- Tenancy enforced by PostgreSQL (issue 20, ADR 016). Requests work as `ta_app`, a role that owns
-- nothing: on every table with a tenant_id (and on tenants, by its id) it sees and writes only the
-- rows of the school set for its connection (`app.tenant_id`; none set, no rows). The few places
-- that span schools (migrations, school creation, sign-in, the operator, the demo seed, the sweep
-- of abandoned imports) work as the connecting role, made a member of `ta_platform`, whose policy
-- passes every row: FORCE makes the table owner obey the policies too, so the platform's access
-- is one named grant, not ownership.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'ta_app') THEN CREATE ROLE ta_app NOLOGIN; END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'ta_platform') THEN CREATE ROLE ta_platform NOLOGIN; END IF;
END $$;--> statement-breakpoint
-- The connecting role switches to ta_app for a school's requests (SET ROLE needs membership).
GRANT ta_app TO CURRENT_USER;--> statement-breakpoint
GRANT ta_platform TO CURRENT_USER;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO ta_app;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ta_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ta_app;--> statement-breakpoint
-- The school of the connection, or null (no rows) when none is set. The policies read it as a
-- scalar subquery, `(SELECT current_school())`: an init plan, worked out once per statement rather
-- than once per row (a term's trip generation checks 360,000 rows), and a plain parameter to the
-- indexes that lead with tenant_id.
CREATE FUNCTION current_school() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('app.tenant_id', true), '')::uuid
$$;--> statement-breakpoint
-- Puts every table that has a tenant_id under the two policies; later migrations that add a
-- table call it again (test/row-level-security.test.ts fails while a tenant table is not covered).
CREATE FUNCTION enforce_school_policies() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
     WHERE c.relkind = 'r'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    IF NOT EXISTS (SELECT FROM pg_policies WHERE schemaname = 'public' AND tablename = t AND policyname = 'school_rows') THEN
      EXECUTE format('CREATE POLICY school_rows ON %I FOR ALL TO ta_app
                        USING (tenant_id = (SELECT current_school())) WITH CHECK (tenant_id = (SELECT current_school()))', t);
    END IF;
    IF NOT EXISTS (SELECT FROM pg_policies WHERE schemaname = 'public' AND tablename = t AND policyname = 'platform_rows') THEN
      EXECUTE format('CREATE POLICY platform_rows ON %I FOR ALL TO ta_platform USING (true) WITH CHECK (true)', t);
    END IF;
  END LOOP;
END $$;--> statement-breakpoint
SELECT enforce_school_policies();--> statement-breakpoint
ALTER TABLE tenants ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE tenants FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY school_rows ON tenants FOR ALL TO ta_app USING (id = (SELECT current_school())) WITH CHECK (id = (SELECT current_school()));--> statement-breakpoint
CREATE POLICY platform_rows ON tenants FOR ALL TO ta_platform USING (true) WITH CHECK (true);--> statement-breakpoint
-- ANALYZE needs the table's owner: a school's large import refreshes the statistics of the tables
-- it grew (ADRs 012, 014) through this, which runs as the owner and does nothing else.
CREATE FUNCTION refresh_statistics(tables text[]) RETURNS void LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public AS $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY tables LOOP
    EXECUTE format('ANALYZE %I', t);
  END LOOP;
END $$;--> statement-breakpoint
REVOKE ALL ON FUNCTION refresh_statistics(text[]) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION refresh_statistics(text[]) TO ta_app;
