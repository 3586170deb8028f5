-- Live positions (issue 22, ADR 020): devices with server-made secrets, and their positions,
-- partitioned by day (UTC) so that a day past every school's retention is dropped whole.
CREATE TABLE "devices" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"identifier" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"kind" smallint NOT NULL,
	"vehicle_id" uuid,
	"secret_hash" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "devices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "devices_kind_check" CHECK ("devices"."kind" in (1, 2, 3)),
	CONSTRAINT "devices_vehicle_check" CHECK (("devices"."kind" = 3) = ("devices"."vehicle_id" is null))
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"tenant_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"trip_id" uuid,
	"time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"speed" real,
	"heading" real,
	"altitude" real,
	"accuracy" real,
	"battery" real,
	"source" smallint NOT NULL,
	"flags" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "positions_tenant_id_device_id_time_pk" PRIMARY KEY("tenant_id","device_id","time"),
	CONSTRAINT "positions_latitude_check" CHECK ("positions"."latitude" between -90 and 90),
	CONSTRAINT "positions_longitude_check" CHECK ("positions"."longitude" between -180 and 180)
) PARTITION BY RANGE ("time");
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "position_retention_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_tenant_id_vehicle_id_vehicles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","vehicle_id") REFERENCES "public"."vehicles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_identifier_idx" ON "devices" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_secret_idx" ON "devices" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "devices_vehicle_idx" ON "devices" USING btree ("tenant_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "devices_name_idx" ON "devices" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "devices_identifier_trgm_idx" ON "devices" USING gin ("tenant_id","identifier" gin_trgm_ops) WITH (fastupdate=true,gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "devices_name_trgm_idx" ON "devices" USING gin ("tenant_id","name" gin_trgm_ops) WITH (fastupdate=true,gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "positions_vehicle_idx" ON "positions" USING btree ("tenant_id","vehicle_id","time");--> statement-breakpoint
CREATE INDEX "positions_trip_idx" ON "positions" USING btree ("tenant_id","trip_id","time") WHERE "positions"."trip_id" is not null;--> statement-breakpoint
CREATE TRIGGER devices_count_inserted AFTER INSERT ON devices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_inserted();--> statement-breakpoint
CREATE TRIGGER devices_count_deleted AFTER DELETE ON devices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_deleted();--> statement-breakpoint
-- Every server process keeps the devices it has heard from, by identifier (a ping names no school)
-- and by their secret's hash (a Traccar server's forwarding sends only its key):
-- a change, a new device (an unknown identifier is remembered as unknown too), a rotated secret
-- or a revoke tells them all at commit.
CREATE FUNCTION notify_device_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('ta_cache', 'device:' || OLD.identifier);
    PERFORM pg_notify('ta_cache', 'device:#' || OLD.secret_hash);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('ta_cache', 'device:' || NEW.identifier);
    PERFORM pg_notify('ta_cache', 'device:#' || NEW.secret_hash);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER devices_changed AFTER INSERT OR DELETE OR UPDATE OF identifier, kind, vehicle_id, secret_hash, revoked_at ON devices
  FOR EACH ROW EXECUTE FUNCTION notify_device_changed();--> statement-breakpoint
-- Pings of a day with no partition yet (a server stopped for more than the days made ahead, a
-- phone's late resend) land here, and move to their day's partition when it is made.
CREATE TABLE positions_default PARTITION OF positions DEFAULT;--> statement-breakpoint
-- A school's connection reaches positions only through the parent table and its policies; a
-- partition named directly (which has none of its own) is refused.
REVOKE ALL ON positions_default FROM ta_app;--> statement-breakpoint
-- The partitions of the days from `first` to `last` that do not exist yet, named positions_YYYYMMDD
-- and bounded by UTC midnights; the rows of those days in the default partition move into them.
-- One caller at a time (several server processes may keep them): the others skip.
CREATE FUNCTION make_position_partitions(first date, last date) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  day date;
  name text;
  low timestamptz;
  high timestamptz;
  made integer := 0;
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('make_position_partitions')) THEN RETURN 0; END IF;
  FOR day IN SELECT generate_series(first, last, interval '1 day')::date LOOP
    name := 'positions_' || to_char(day, 'YYYYMMDD');
    CONTINUE WHEN to_regclass(name) IS NOT NULL;
    low := day::timestamp AT TIME ZONE 'UTC';
    high := (day + 1)::timestamp AT TIME ZONE 'UTC';
    CREATE TEMP TABLE held_positions ON COMMIT DROP AS
      WITH moved AS (DELETE FROM positions_default WHERE time >= low AND time < high RETURNING *)
      SELECT * FROM moved;
    EXECUTE format('CREATE TABLE %I PARTITION OF positions FOR VALUES FROM (%L) TO (%L)', name, low, high);
    EXECUTE format('REVOKE ALL ON %I FROM ta_app', name);
    INSERT INTO positions SELECT * FROM held_positions;
    DROP TABLE held_positions;
    made := made + 1;
  END LOOP;
  RETURN made;
END $$;--> statement-breakpoint
-- The day partitions wholly before `before` (a UTC date), dropped; returns how many.
CREATE FUNCTION drop_position_partitions(before date) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  name text;
  dropped integer := 0;
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('make_position_partitions')) THEN RETURN 0; END IF;
  FOR name IN
    SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = 'positions'::regclass AND c.relname ~ '^positions_[0-9]{8}$'
       AND to_date(substr(c.relname, 11), 'YYYYMMDD') < before
  LOOP
    EXECUTE format('DROP TABLE %I', name);
    dropped := dropped + 1;
  END LOOP;
  RETURN dropped;
END $$;--> statement-breakpoint
SELECT make_position_partitions(current_date - 1, current_date + 7);--> statement-breakpoint
-- A partitioned table is relkind 'p'; its partitions are reached through it, under its policies.
CREATE OR REPLACE FUNCTION enforce_school_policies() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
     WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
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
SELECT enforce_school_policies();