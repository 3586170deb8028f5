CREATE TABLE "field_trip_approvals" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"field_trip_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"role_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "field_trip_approvals_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "field_trip_approvals_status_check" CHECK ("field_trip_approvals"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "field_trip_approvals_decided_check" CHECK (("field_trip_approvals"."status" = 'pending') = ("field_trip_approvals"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "field_trip_assignments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"field_trip_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"during" "tsrange" NOT NULL,
	CONSTRAINT "field_trip_assignments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "field_trip_steps" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"role_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "field_trip_steps_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "field_trip_steps_role_check" CHECK ("field_trip_steps"."role_id" in (100, 200, 403))
);
--> statement-breakpoint
CREATE TABLE "field_trips" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"destination" text NOT NULL,
	"trip_date" date NOT NULL,
	"departs_at" time NOT NULL,
	"returns_at" time NOT NULL,
	"passengers" integer NOT NULL,
	"vehicles_needed" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"requested_by" uuid,
	"requested_by_name" text NOT NULL,
	"cancel_reason" text,
	"completed_at" timestamp with time zone,
	"actual_distance_km" numeric(7, 1),
	"actual_minutes" integer,
	"cost_per_km" numeric(10, 2),
	"cost_per_hour" numeric(10, 2),
	"cost" numeric(14, 2),
	CONSTRAINT "field_trips_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "field_trips_status_check" CHECK ("field_trips"."status" in ('requested', 'approved', 'scheduled', 'completed', 'rejected', 'cancelled')),
	CONSTRAINT "field_trips_times_check" CHECK ("field_trips"."returns_at" > "field_trips"."departs_at"),
	CONSTRAINT "field_trips_passengers_check" CHECK ("field_trips"."passengers" between 1 and 1000),
	CONSTRAINT "field_trips_vehicles_check" CHECK ("field_trips"."vehicles_needed" between 1 and 20),
	CONSTRAINT "field_trips_completion_check" CHECK (("field_trips"."status" = 'completed') = ("field_trips"."completed_at" is not null and "field_trips"."actual_distance_km" is not null
        and "field_trips"."actual_minutes" is not null and "field_trips"."cost" is not null))
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "cost_per_hour" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "field_trip_approvals" ADD CONSTRAINT "field_trip_approvals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_trip_approvals" ADD CONSTRAINT "field_trip_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_trip_approvals" ADD CONSTRAINT "field_trip_approvals_tenant_id_field_trip_id_field_trips_tenant_id_id_fk" FOREIGN KEY ("tenant_id","field_trip_id") REFERENCES "public"."field_trips"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_trip_assignments" ADD CONSTRAINT "field_trip_assignments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_trip_assignments" ADD CONSTRAINT "field_trip_assignments_tenant_id_field_trip_id_field_trips_tenant_id_id_fk" FOREIGN KEY ("tenant_id","field_trip_id") REFERENCES "public"."field_trips"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_trip_assignments" ADD CONSTRAINT "field_trip_assignments_tenant_id_vehicle_id_vehicles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","vehicle_id") REFERENCES "public"."vehicles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_trip_assignments" ADD CONSTRAINT "field_trip_assignments_tenant_id_driver_id_employees_tenant_id_id_fk" FOREIGN KEY ("tenant_id","driver_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_trip_steps" ADD CONSTRAINT "field_trip_steps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_trips" ADD CONSTRAINT "field_trips_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_trips" ADD CONSTRAINT "field_trips_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "field_trip_approvals_order_idx" ON "field_trip_approvals" USING btree ("tenant_id","field_trip_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "field_trip_assignments_order_idx" ON "field_trip_assignments" USING btree ("tenant_id","field_trip_id","position");--> statement-breakpoint
CREATE INDEX "field_trip_assignments_vehicle_idx" ON "field_trip_assignments" USING btree ("tenant_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "field_trip_assignments_driver_idx" ON "field_trip_assignments" USING btree ("tenant_id","driver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "field_trip_steps_title_idx" ON "field_trip_steps" USING btree ("tenant_id",lower("title"));--> statement-breakpoint
CREATE INDEX "field_trip_steps_order_idx" ON "field_trip_steps" USING btree ("tenant_id","position","id");--> statement-breakpoint
CREATE INDEX "field_trips_date_idx" ON "field_trips" USING btree ("tenant_id","trip_date","departs_at","id");--> statement-breakpoint
CREATE INDEX "field_trips_requester_idx" ON "field_trips" USING btree ("tenant_id","requested_by","trip_date");--> statement-breakpoint
CREATE INDEX "field_trips_status_idx" ON "field_trips" USING btree ("tenant_id","status","trip_date");--> statement-breakpoint
-- hand-written below
-- Totals kept per school for the lists (count_rows_* of migration 0002).
CREATE TRIGGER field_trip_steps_count_inserted AFTER INSERT ON field_trip_steps REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_inserted();--> statement-breakpoint
CREATE TRIGGER field_trip_steps_count_deleted AFTER DELETE ON field_trip_steps REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_deleted();--> statement-breakpoint
CREATE TRIGGER field_trips_count_inserted AFTER INSERT ON field_trips REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_inserted();--> statement-breakpoint
CREATE TRIGGER field_trips_count_deleted AFTER DELETE ON field_trips REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_deleted();--> statement-breakpoint
-- Never two field trips holding one vehicle or one driver at once, decided by PostgreSQL (issue 25 §4);
-- also the indexes the checks against regular trips look bookings up by.
ALTER TABLE field_trip_assignments ADD CONSTRAINT field_trip_assignments_vehicle_booking
  EXCLUDE USING gist (tenant_id WITH =, vehicle_id WITH =, during WITH &&);--> statement-breakpoint
ALTER TABLE field_trip_assignments ADD CONSTRAINT field_trip_assignments_driver_booking
  EXCLUDE USING gist (tenant_id WITH =, driver_id WITH =, during WITH &&);--> statement-breakpoint
-- Never a field trip and a regular trip (scheduled or under way) holding one vehicle or one driver at
-- once. A regular trip holds its vehicle and driver from its route's start to its end time on its date.
-- Both sides check the other under one lock per school, so of a booking and a trip generation racing,
-- the second waits for the first and then sees it (READ COMMITTED: each check is a new snapshot).
CREATE FUNCTION lock_school_bookings(school uuid) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtextextended('school bookings ' || school::text, 0));
$$;--> statement-breakpoint
-- A field trip's booking against the regular trips: refused with what it clashes with, in DETAIL as JSON
-- (the API says it in the reader's language).
CREATE FUNCTION field_trip_assignment_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  clash record;
BEGIN
  PERFORM lock_school_bookings(NEW.tenant_id);
  SELECT CASE WHEN t.vehicle_id = NEW.vehicle_id THEN 'vehicle' ELSE 'driver' END AS resource,
         v.registration_number AS vehicle, e.full_name AS driver, j.title AS route,
         t.journey_date::text AS date, to_char(j.start_time, 'HH24:MI') AS "from",
         to_char(j.end_time, 'HH24:MI') AS "to"
    INTO clash
    FROM trips t
    JOIN journeys j ON j.tenant_id = t.tenant_id AND j.id = t.journey_id
    JOIN vehicles v ON v.tenant_id = t.tenant_id AND v.id = NEW.vehicle_id
    JOIN employees e ON e.tenant_id = t.tenant_id AND e.id = NEW.driver_id
   WHERE t.tenant_id = NEW.tenant_id
     AND t.journey_date BETWEEN lower(NEW.during)::date AND upper(NEW.during)::date
     AND t.status IN (1, 2)
     AND (t.vehicle_id = NEW.vehicle_id OR t.driver_id = NEW.driver_id)
     AND tsrange(t.journey_date + j.start_time, t.journey_date + j.end_time) && NEW.during
   ORDER BY t.journey_date, j.start_time
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'field trip booking clashes with a regular trip'
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'field_trip_assignments_trip_clash',
            DETAIL = row_to_json(clash)::text;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER field_trip_assignments_trip_clash BEFORE INSERT OR UPDATE OF vehicle_id, driver_id, during
  ON field_trip_assignments FOR EACH ROW EXECUTE FUNCTION field_trip_assignment_check();--> statement-breakpoint
-- Regular trips (scheduled or under way) of one school against the field trips' bookings: one query for
-- any number of trips, so a generation of a term's trips checks them all at once, and none at all while
-- the school has no bookings.
CREATE FUNCTION check_trip_bookings(school uuid, trip_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  clash record;
BEGIN
  IF cardinality(trip_ids) = 0 THEN RETURN; END IF;
  PERFORM lock_school_bookings(school);
  IF NOT EXISTS (SELECT 1 FROM field_trip_assignments WHERE tenant_id = school) THEN RETURN; END IF;
  SELECT CASE WHEN a.vehicle_id = t.vehicle_id THEN 'vehicle' ELSE 'driver' END AS resource,
         v.registration_number AS vehicle, e.full_name AS driver, f.title AS title,
         f.trip_date::text AS date, to_char(f.departs_at, 'HH24:MI') AS "from",
         to_char(f.returns_at, 'HH24:MI') AS "to"
    INTO clash
    FROM trips t
    JOIN journeys j ON j.tenant_id = t.tenant_id AND j.id = t.journey_id
    JOIN field_trip_assignments a ON a.tenant_id = t.tenant_id
     AND (a.vehicle_id = t.vehicle_id OR a.driver_id = t.driver_id)
     AND a.during && tsrange(t.journey_date + j.start_time, t.journey_date + j.end_time)
    JOIN field_trips f ON f.tenant_id = a.tenant_id AND f.id = a.field_trip_id
    JOIN vehicles v ON v.tenant_id = a.tenant_id AND v.id = a.vehicle_id
    JOIN employees e ON e.tenant_id = a.tenant_id AND e.id = a.driver_id
   WHERE t.tenant_id = school AND t.id = ANY (trip_ids) AND t.status IN (1, 2)
   ORDER BY f.trip_date, f.departs_at
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'trip clashes with a field trip''s booking'
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'trips_field_trip_clash',
            DETAIL = row_to_json(clash)::text;
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION trips_inserted_check_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  school uuid;
  ids uuid[];
BEGIN
  FOR school, ids IN
    SELECT tenant_id, array_agg(id) FROM new_trips WHERE status IN (1, 2) GROUP BY tenant_id ORDER BY tenant_id
  LOOP
    PERFORM check_trip_bookings(school, ids);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER trips_field_trip_clash_inserted AFTER INSERT ON trips REFERENCING NEW TABLE AS new_trips
  FOR EACH STATEMENT EXECUTE FUNCTION trips_inserted_check_bookings();--> statement-breakpoint
CREATE FUNCTION trips_updated_check_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM check_trip_bookings(NEW.tenant_id, ARRAY[NEW.id]);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only a change that can make a clash: another vehicle, driver, date or route, or a trip back in play.
-- A start or a completion changes none of them, so the trips' hot path does not run it.
CREATE TRIGGER trips_field_trip_clash_updated
  AFTER UPDATE OF vehicle_id, driver_id, journey_date, journey_id, status ON trips
  FOR EACH ROW WHEN (NEW.status IN (1, 2) AND (OLD.vehicle_id IS DISTINCT FROM NEW.vehicle_id
    OR OLD.driver_id IS DISTINCT FROM NEW.driver_id OR OLD.journey_date IS DISTINCT FROM NEW.journey_date
    OR OLD.journey_id IS DISTINCT FROM NEW.journey_id OR OLD.status NOT IN (1, 2)))
  EXECUTE FUNCTION trips_updated_check_bookings();--> statement-breakpoint
-- A route's new times move its trips: its trips still to run are checked again.
CREATE FUNCTION journeys_times_check_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM check_trip_bookings(NEW.tenant_id, ARRAY(SELECT id FROM trips
    WHERE tenant_id = NEW.tenant_id AND journey_id = NEW.id AND status IN (1, 2)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER journeys_field_trip_clash_times AFTER UPDATE OF start_time, end_time ON journeys
  FOR EACH ROW WHEN (OLD.start_time IS DISTINCT FROM NEW.start_time OR OLD.end_time IS DISTINCT FROM NEW.end_time)
  EXECUTE FUNCTION journeys_times_check_bookings();--> statement-breakpoint
-- The approval steps a new school starts with, and those of the schools that exist (issue 25 §4):
-- the head teacher (a School Administrator), then the Transport Manager; in the school's language.
INSERT INTO field_trip_steps (tenant_id, title, role_id, position)
SELECT t.id, CASE WHEN t.default_language = 'sw' THEN d.sw ELSE d.en END, d.role_id, d.position
  FROM tenants t
  CROSS JOIN (VALUES
    (1, 100, 'Head teacher', 'Mwalimu mkuu'),
    (2, 200, 'Transport manager', 'Meneja wa usafiri')
  ) AS d(position, role_id, en, sw);--> statement-breakpoint
-- The new school tables under the schools' policies (ADR 016).
SELECT enforce_school_policies();
