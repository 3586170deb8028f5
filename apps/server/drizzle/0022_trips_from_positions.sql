ALTER TABLE "trip_events" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "trip_events_automatic_idx" ON "trip_events" USING btree ("tenant_id","trip_stop_id","event_type") WHERE "trip_events"."automatic";--> statement-breakpoint
CREATE INDEX "trips_active_vehicle_idx" ON "trips" USING btree ("tenant_id","vehicle_id") WHERE "trips"."status" = 2;