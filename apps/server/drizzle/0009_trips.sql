CREATE TABLE "student_restrictions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"student_id" uuid NOT NULL,
	"event_type" smallint NOT NULL,
	"reason" smallint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reported_by_guardian" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "student_restrictions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "student_restrictions_event_type_check" CHECK ("student_restrictions"."event_type" in (3, 5)),
	CONSTRAINT "student_restrictions_reason_check" CHECK ("student_restrictions"."reason" in (1, 2, 3, 99)),
	CONSTRAINT "student_restrictions_dates_check" CHECK ("student_restrictions"."end_date" >= "student_restrictions"."start_date")
);
--> statement-breakpoint
CREATE TABLE "trip_events" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"trip_id" uuid NOT NULL,
	"event_type" smallint NOT NULL,
	"trip_stop_id" uuid,
	"student_id" uuid,
	"notes" text DEFAULT '' NOT NULL,
	"event_time" timestamp with time zone NOT NULL,
	"latitude" numeric(10, 7),
	"longitude" numeric(10, 7),
	"recorded_by" uuid,
	"client_key" text,
	CONSTRAINT "trip_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "trip_events_type_check" CHECK ("trip_events"."event_type" between 1 and 9),
	CONSTRAINT "trip_events_latitude_check" CHECK ("trip_events"."latitude" between -90 and 90),
	CONSTRAINT "trip_events_longitude_check" CHECK ("trip_events"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "trip_stops" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"trip_id" uuid NOT NULL,
	"journey_stop_id" uuid,
	"bus_stop_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"expected_time" time NOT NULL,
	"pick_students" uuid[] DEFAULT '{}' NOT NULL,
	"drop_students" uuid[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "trip_stops_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "trip_stops_sequence_key" UNIQUE("tenant_id","trip_id","sequence"),
	CONSTRAINT "trip_stops_trip_id_key" UNIQUE("tenant_id","trip_id","id"),
	CONSTRAINT "trip_stops_sequence_check" CHECK ("trip_stops"."sequence" >= 1)
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"journey_id" uuid NOT NULL,
	"journey_date" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"driver_id" uuid,
	"attendant_id" uuid,
	"notes" text DEFAULT '' NOT NULL,
	"odometer_start" integer,
	"odometer_end" integer,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "trips_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "trips_status_check" CHECK ("trips"."status" between 1 and 4),
	CONSTRAINT "trips_odometer_check" CHECK ("trips"."odometer_end" >= "trips"."odometer_start")
);
--> statement-breakpoint
ALTER TABLE "student_restrictions" ADD CONSTRAINT "student_restrictions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_restrictions" ADD CONSTRAINT "student_restrictions_tenant_id_student_id_students_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."students"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_events" ADD CONSTRAINT "trip_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_events" ADD CONSTRAINT "trip_events_tenant_id_trip_id_trips_tenant_id_id_fk" FOREIGN KEY ("tenant_id","trip_id") REFERENCES "public"."trips"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_events" ADD CONSTRAINT "trip_events_trip_stop_fk" FOREIGN KEY ("tenant_id","trip_id","trip_stop_id") REFERENCES "public"."trip_stops"("tenant_id","trip_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stops" ADD CONSTRAINT "trip_stops_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stops" ADD CONSTRAINT "trip_stops_tenant_id_trip_id_trips_tenant_id_id_fk" FOREIGN KEY ("tenant_id","trip_id") REFERENCES "public"."trips"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stops" ADD CONSTRAINT "trip_stops_tenant_id_bus_stop_id_bus_stops_tenant_id_id_fk" FOREIGN KEY ("tenant_id","bus_stop_id") REFERENCES "public"."bus_stops"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_tenant_id_journey_id_journeys_tenant_id_id_fk" FOREIGN KEY ("tenant_id","journey_id") REFERENCES "public"."journeys"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_tenant_id_vehicle_id_vehicles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","vehicle_id") REFERENCES "public"."vehicles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_tenant_id_driver_id_employees_tenant_id_id_fk" FOREIGN KEY ("tenant_id","driver_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_tenant_id_attendant_id_employees_tenant_id_id_fk" FOREIGN KEY ("tenant_id","attendant_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_restrictions_student_idx" ON "student_restrictions" USING btree ("tenant_id","student_id","start_date");--> statement-breakpoint
CREATE INDEX "student_restrictions_dates_idx" ON "student_restrictions" USING btree ("tenant_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "trip_events_trip_idx" ON "trip_events" USING btree ("tenant_id","trip_id","event_time");--> statement-breakpoint
CREATE INDEX "trip_events_type_idx" ON "trip_events" USING btree ("tenant_id","event_type","event_time");--> statement-breakpoint
CREATE INDEX "trip_events_student_idx" ON "trip_events" USING btree ("tenant_id","student_id","event_time");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_events_client_key_idx" ON "trip_events" USING btree ("tenant_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_journey_date_idx" ON "trips" USING btree ("tenant_id","journey_id","journey_date");--> statement-breakpoint
CREATE INDEX "trips_date_idx" ON "trips" USING btree ("tenant_id","journey_date","status");--> statement-breakpoint
CREATE INDEX "trips_status_idx" ON "trips" USING btree ("tenant_id","status","journey_date");--> statement-breakpoint
CREATE INDEX "trips_vehicle_idx" ON "trips" USING btree ("tenant_id","vehicle_id","journey_date");--> statement-breakpoint
CREATE INDEX "trips_driver_idx" ON "trips" USING btree ("tenant_id","driver_id","journey_date");--> statement-breakpoint
CREATE INDEX "trips_attendant_idx" ON "trips" USING btree ("tenant_id","attendant_id","journey_date");--> statement-breakpoint
-- hand-written below
-- Totals kept per school for the lists (count_rows_* of migration 0002).
CREATE TRIGGER student_restrictions_count_inserted AFTER INSERT ON student_restrictions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_inserted();--> statement-breakpoint
CREATE TRIGGER student_restrictions_count_deleted AFTER DELETE ON student_restrictions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_deleted();--> statement-breakpoint
CREATE TRIGGER trips_count_inserted AFTER INSERT ON trips REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_inserted();--> statement-breakpoint
CREATE TRIGGER trips_count_deleted AFTER DELETE ON trips REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_deleted();--> statement-breakpoint
CREATE TRIGGER trip_events_count_inserted AFTER INSERT ON trip_events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_inserted();--> statement-breakpoint
CREATE TRIGGER trip_events_count_deleted AFTER DELETE ON trip_events REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_deleted();
