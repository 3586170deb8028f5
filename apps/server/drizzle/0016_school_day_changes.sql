-- Every server process keeps each school's dashboard (features/dashboard) until a write changes what
-- it reads: a statement on one of these tables tells them all at commit, whichever code made it.
-- Statement-level: a term's trip generation is one message, not 360,000. The school is the
-- connection's (ADR 016); a write of the platform's, which has none, names every school ('*').
-- PostgreSQL folds repeats within a transaction.
CREATE FUNCTION notify_school_day_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ta_cache', 'school-day:' || coalesce(current_school()::text, '*'));
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['tenants', 'trips', 'trip_stops', 'trip_events', 'vehicles', 'vehicle_personnel',
      'employees', 'journeys']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION notify_school_day_changed()', t || '_school_day_changed', t);
  END LOOP;
END $$;
