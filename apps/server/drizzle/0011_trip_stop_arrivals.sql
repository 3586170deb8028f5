ALTER TABLE "trip_stops" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
-- hand-written below
-- A trip stop's first arrival, from the events recorded so far. Literals are the shared codes
-- (packages/shared trip-events): event_type 2 = EVENT.arrived.
UPDATE "trip_stops" s SET "arrived_at" = a.first_arrival
  FROM (SELECT tenant_id, trip_id, trip_stop_id, min(event_time) AS first_arrival FROM trip_events
         WHERE event_type = 2 AND trip_stop_id IS NOT NULL GROUP BY tenant_id, trip_id, trip_stop_id) a
 WHERE s.tenant_id = a.tenant_id AND s.trip_id = a.trip_id AND s.id = a.trip_stop_id;--> statement-breakpoint
-- Kept as events arrive (they are only ever inserted; a trip's deletion takes its stops with them):
-- one set-based update per statement, so a bulk insert of a term's events updates each stop once.
CREATE FUNCTION record_trip_stop_arrivals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE trip_stops s SET arrived_at = a.first_arrival
    FROM (SELECT tenant_id, trip_id, trip_stop_id, min(event_time) AS first_arrival FROM new_events
           WHERE event_type = 2 AND trip_stop_id IS NOT NULL GROUP BY tenant_id, trip_id, trip_stop_id) a
   WHERE s.tenant_id = a.tenant_id AND s.trip_id = a.trip_id AND s.id = a.trip_stop_id
     AND (s.arrived_at IS NULL OR a.first_arrival < s.arrived_at);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER trip_events_record_arrivals AFTER INSERT ON trip_events REFERENCING NEW TABLE AS new_events
  FOR EACH STATEMENT EXECUTE FUNCTION record_trip_stop_arrivals();
