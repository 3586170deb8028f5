-- The empty-bus check (issue 25 §2): completing a trip confirms the bus was walked and no child is on
-- board; its time and position are kept with the trip. Nullable: trips completed before it have none.
ALTER TABLE "trips" ADD COLUMN "empty_bus_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "empty_bus_latitude" numeric(10, 7);--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "empty_bus_longitude" numeric(10, 7);
