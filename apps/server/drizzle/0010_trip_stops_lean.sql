-- Trip stops lose their per-row foreign keys and their (tenant, id) key for one that starts with the
-- trip, and copy their bus stop's title and place (ADR 009): a term's generation writes 1.2 million.
ALTER TABLE "trip_events" DROP CONSTRAINT "trip_events_trip_stop_fk";--> statement-breakpoint
ALTER TABLE "trip_stops" DROP CONSTRAINT "trip_stops_trip_id_key";--> statement-breakpoint
ALTER TABLE "trip_stops" DROP CONSTRAINT "trip_stops_tenant_id_tenants_id_fk";--> statement-breakpoint
ALTER TABLE "trip_stops" DROP CONSTRAINT "trip_stops_tenant_id_trip_id_trips_tenant_id_id_fk";--> statement-breakpoint
ALTER TABLE "trip_stops" DROP CONSTRAINT "trip_stops_tenant_id_bus_stop_id_bus_stops_tenant_id_id_fk";--> statement-breakpoint
ALTER TABLE "trip_stops" DROP CONSTRAINT "trip_stops_tenant_id_id_pk";--> statement-breakpoint
ALTER TABLE "trip_stops" ADD CONSTRAINT "trip_stops_pkey" PRIMARY KEY("tenant_id","trip_id","id");--> statement-breakpoint
ALTER TABLE "trip_stops" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "trip_stops" ADD COLUMN "latitude" numeric(10, 7);--> statement-breakpoint
ALTER TABLE "trip_stops" ADD COLUMN "longitude" numeric(10, 7);--> statement-breakpoint
UPDATE "trip_stops" SET "title" = b."title", "latitude" = b."latitude", "longitude" = b."longitude"
  FROM "bus_stops" b WHERE b."tenant_id" = "trip_stops"."tenant_id" AND b."id" = "trip_stops"."bus_stop_id";--> statement-breakpoint
ALTER TABLE "trip_stops" ALTER COLUMN "title" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_stops" ALTER COLUMN "latitude" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_stops" ALTER COLUMN "longitude" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_stops" DROP COLUMN "created_at";--> statement-breakpoint
ALTER TABLE "trip_stops" DROP COLUMN "updated_at";--> statement-breakpoint
ALTER TABLE "trip_events" ADD CONSTRAINT "trip_events_trip_stop_fk" FOREIGN KEY ("tenant_id","trip_id","trip_stop_id") REFERENCES "public"."trip_stops"("tenant_id","trip_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- hand-written below
-- A trip's stops go with it (a school's deletion deletes its trips, which brings this here too):
-- one set-based delete per statement instead of a foreign key checked on each of a term's rows.
CREATE FUNCTION delete_trip_stops_of_deleted_trips() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM trip_stops s USING deleted_trips d WHERE s.tenant_id = d.tenant_id AND s.trip_id = d.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER trips_delete_stops AFTER DELETE ON trips REFERENCING OLD TABLE AS deleted_trips
  FOR EACH STATEMENT EXECUTE FUNCTION delete_trip_stops_of_deleted_trips();
