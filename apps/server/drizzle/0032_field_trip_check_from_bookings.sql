-- The regular trips' check against the field trips' bookings (0031), driven from the bookings: each
-- booking looks up its vehicle's and its driver's trips of its day by their indexes, among the trips
-- being checked. The plan of 0031 started from the trips, whose statistics a term's generation has
-- just made stale (the table looked empty): it walked every new trip once per booking, 9 s of a 12 s
-- generation for 200 bookings and 300 routes. A school has few bookings, so this plan costs two index
-- probes a booking, whatever the statistics say.
CREATE OR REPLACE FUNCTION check_trip_bookings(school uuid, trip_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  clash record;
BEGIN
  IF cardinality(trip_ids) = 0 THEN RETURN; END IF;
  PERFORM lock_school_bookings(school);
  IF NOT EXISTS (SELECT 1 FROM field_trip_assignments WHERE tenant_id = school) THEN RETURN; END IF;
  SELECT t.resource, v.registration_number AS vehicle, e.full_name AS driver, f.title AS title,
         f.trip_date::text AS date, to_char(f.departs_at, 'HH24:MI') AS "from",
         to_char(f.returns_at, 'HH24:MI') AS "to"
    INTO clash
    FROM field_trip_assignments a
    JOIN field_trips f ON f.tenant_id = a.tenant_id AND f.id = a.field_trip_id
    JOIN vehicles v ON v.tenant_id = a.tenant_id AND v.id = a.vehicle_id
    JOIN employees e ON e.tenant_id = a.tenant_id AND e.id = a.driver_id
    CROSS JOIN LATERAL (
      SELECT 'vehicle' AS resource, t.journey_id, t.journey_date FROM trips t
       WHERE t.tenant_id = school AND t.vehicle_id = a.vehicle_id
         AND t.journey_date BETWEEN lower(a.during)::date AND upper(a.during)::date
         AND t.status IN (1, 2) AND t.id = ANY (trip_ids)
      UNION ALL
      SELECT 'driver', t.journey_id, t.journey_date FROM trips t
       WHERE t.tenant_id = school AND t.driver_id = a.driver_id
         AND t.journey_date BETWEEN lower(a.during)::date AND upper(a.during)::date
         AND t.status IN (1, 2) AND t.id = ANY (trip_ids)
    ) t
    JOIN journeys j ON j.tenant_id = school AND j.id = t.journey_id
   WHERE a.tenant_id = school
     AND a.during && tsrange(t.journey_date + j.start_time, t.journey_date + j.end_time)
   -- The earliest clash, and its vehicle before its driver when the trip shares both.
   ORDER BY f.trip_date, f.departs_at, t.resource DESC
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'trip clashes with a field trip''s booking'
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'trips_field_trip_clash',
            DETAIL = row_to_json(clash)::text;
  END IF;
END $$;--> statement-breakpoint
SELECT enforce_school_policies();
