ALTER TABLE "trips" ADD COLUMN "expected_pick_students" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "expected_drop_students" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "picked_up_students" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "dropped_off_students" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "absent_students" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "expected_pick_hash" bigint GENERATED ALWAYS AS (hash_array_extended(expected_pick_students, 0)) STORED;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "expected_drop_hash" bigint GENERATED ALWAYS AS (hash_array_extended(expected_drop_students, 0)) STORED;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "picked_up_count" integer GENERATED ALWAYS AS (cardinality(picked_up_students)) STORED;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "dropped_off_count" integer GENERATED ALWAYS AS (cardinality(dropped_off_students)) STORED;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "absent_count" integer GENERATED ALWAYS AS (cardinality(absent_students)) STORED;--> statement-breakpoint
-- hand-written below
-- The arrays are stored out of line and uncompressed (random ids do not compress): a trip's row
-- stays about 200 bytes, so the reports that read every trip of a term do not read the riders of
-- each, and those that need them read only the arrays they need.
ALTER TABLE "trips" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "trips" ALTER COLUMN "expected_pick_students" SET STORAGE EXTERNAL,
  ALTER COLUMN "expected_drop_students" SET STORAGE EXTERNAL, ALTER COLUMN "picked_up_students" SET STORAGE EXTERNAL,
  ALTER COLUMN "dropped_off_students" SET STORAGE EXTERNAL, ALTER COLUMN "absent_students" SET STORAGE EXTERNAL;--> statement-breakpoint
-- (1) A trip's recorded riders: the students of its Pickup (3), Dropoff (5) and Student Absent (8)
-- events, each a sorted set (a student picked up twice is one rider), recomputed from the trips'
-- events (on the events' (tenant, trip, time) index) for each trip given.
-- Literals are the shared codes (packages/shared): event_type 3 = EVENT.pickup, 5 = EVENT.dropoff,
-- 8 = EVENT.absent; status 2 = STATUS.active, 3 = STATUS.completed.
CREATE FUNCTION refresh_trip_riders(tenant_ids uuid[], trip_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE trips t SET picked_up_students = r.picked, dropped_off_students = r.dropped, absent_students = r.absent
    FROM (SELECT e.tenant_id, e.trip_id,
                 coalesce(array_agg(DISTINCT e.student_id) FILTER (WHERE e.event_type = 3), '{}') AS picked,
                 coalesce(array_agg(DISTINCT e.student_id) FILTER (WHERE e.event_type = 5), '{}') AS dropped,
                 coalesce(array_agg(DISTINCT e.student_id) FILTER (WHERE e.event_type = 8), '{}') AS absent
            FROM unnest(tenant_ids, trip_ids) AS k(tenant_id, trip_id)
            JOIN trip_events e ON e.tenant_id = k.tenant_id AND e.trip_id = k.trip_id
           WHERE e.student_id IS NOT NULL AND e.event_type IN (3, 5, 8)
           GROUP BY e.tenant_id, e.trip_id) r
   WHERE t.tenant_id = r.tenant_id AND t.id = r.trip_id
$$;--> statement-breakpoint
SELECT refresh_trip_riders(array_agg(tenant_id), array_agg(trip_id))
  FROM (SELECT DISTINCT tenant_id, trip_id FROM trip_events
         WHERE student_id IS NOT NULL AND event_type IN (3, 5, 8)) touched;--> statement-breakpoint
-- Kept as events arrive (they are only ever inserted; a trip's deletion takes its events with it):
-- one set-based refresh per statement, so a bulk insert of a term's events updates each trip once.
CREATE FUNCTION record_trip_riders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_trip_riders(array_agg(tenant_id), array_agg(trip_id))
     FROM (SELECT DISTINCT tenant_id, trip_id FROM new_events
            WHERE student_id IS NOT NULL AND event_type IN (3, 5, 8)) touched;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER trip_events_record_riders AFTER INSERT ON trip_events REFERENCING NEW TABLE AS new_events
  FOR EACH STATEMENT EXECUTE FUNCTION record_trip_riders();--> statement-breakpoint
-- (2) A trip's expected riders: its stops' pick_students and drop_students, each sorted into one
-- array (a student expected at two stops is there twice), copied when the trip leaves Scheduled
-- (Active or Completed): from then on its riders no longer change, and a route's trips on the same
-- weekday mostly expect the same riders, so the reports group a term's trips by these arrays and
-- unnest each distinct one once. Scheduled trips keep them empty; generation does not pay for them.
CREATE FUNCTION copy_trip_expected_riders(tenant uuid, trip uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE trips t SET
    expected_pick_students = ARRAY(SELECT s FROM trip_stops ts CROSS JOIN unnest(ts.pick_students) s
                                    WHERE ts.tenant_id = t.tenant_id AND ts.trip_id = t.id ORDER BY s),
    expected_drop_students = ARRAY(SELECT s FROM trip_stops ts CROSS JOIN unnest(ts.drop_students) s
                                    WHERE ts.tenant_id = t.tenant_id AND ts.trip_id = t.id ORDER BY s)
  WHERE t.tenant_id = tenant AND t.id = trip AND t.status IN (2, 3)
$$;--> statement-breakpoint
SELECT copy_trip_expected_riders(tenant_id, id) FROM trips WHERE status IN (2, 3);--> statement-breakpoint
CREATE FUNCTION trips_copy_expected_riders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM copy_trip_expected_riders(NEW.tenant_id, NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION trip_stops_copy_expected_riders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM copy_trip_expected_riders(NEW.tenant_id, NEW.trip_id);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Row triggers whose WHEN picks the few rows concerned before any function runs: a trip changed
-- from Scheduled to Active or Completed (the copy's own update changes no status), and the riders
-- of a stop changed on a trip that has left Scheduled (only by hand: the product changes the riders
-- of Scheduled trips alone; the copy skips those). Arrivals set no riders, and generation writes
-- Scheduled trips and their stops, so neither pays anything.
CREATE TRIGGER trips_copy_expected_riders AFTER UPDATE OF status ON trips FOR EACH ROW
  WHEN (OLD.status NOT IN (2, 3) AND NEW.status IN (2, 3))
  EXECUTE FUNCTION trips_copy_expected_riders();--> statement-breakpoint
CREATE TRIGGER trip_stops_copy_expected_riders AFTER UPDATE OF pick_students, drop_students ON trip_stops FOR EACH ROW
  WHEN (OLD.pick_students IS DISTINCT FROM NEW.pick_students OR OLD.drop_students IS DISTINCT FROM NEW.drop_students)
  EXECUTE FUNCTION trip_stops_copy_expected_riders();--> statement-breakpoint
-- (3) Arrays joined end to end, as an aggregate: trip generation gathers a route stop's riders on a
-- weekday from the few sets of weekdays its riders have, instead of regrouping every rider per day.
CREATE AGGREGATE array_cat_agg(anycompatiblearray) (SFUNC = array_cat, STYPE = anycompatiblearray);
