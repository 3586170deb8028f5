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
CREATE TRIGGER tenants_school_day_changed AFTER INSERT OR UPDATE OR DELETE ON tenants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_school_day_changed();--> statement-breakpoint
CREATE TRIGGER trips_school_day_changed AFTER INSERT OR UPDATE OR DELETE ON trips
  FOR EACH STATEMENT EXECUTE FUNCTION notify_school_day_changed();--> statement-breakpoint
CREATE TRIGGER trip_stops_school_day_changed AFTER INSERT OR UPDATE OR DELETE ON trip_stops
  FOR EACH STATEMENT EXECUTE FUNCTION notify_school_day_changed();--> statement-breakpoint
CREATE TRIGGER trip_events_school_day_changed AFTER INSERT OR UPDATE OR DELETE ON trip_events
  FOR EACH STATEMENT EXECUTE FUNCTION notify_school_day_changed();--> statement-breakpoint
CREATE TRIGGER vehicles_school_day_changed AFTER INSERT OR UPDATE OR DELETE ON vehicles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_school_day_changed();--> statement-breakpoint
CREATE TRIGGER vehicle_personnel_school_day_changed AFTER INSERT OR UPDATE OR DELETE ON vehicle_personnel
  FOR EACH STATEMENT EXECUTE FUNCTION notify_school_day_changed();--> statement-breakpoint
CREATE TRIGGER employees_school_day_changed AFTER INSERT OR UPDATE OR DELETE ON employees
  FOR EACH STATEMENT EXECUTE FUNCTION notify_school_day_changed();--> statement-breakpoint
CREATE TRIGGER journeys_school_day_changed AFTER INSERT OR UPDATE OR DELETE ON journeys
  FOR EACH STATEMENT EXECUTE FUNCTION notify_school_day_changed();
