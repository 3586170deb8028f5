CREATE TABLE "bus_stops" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"zone_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"latitude" numeric(10, 7) NOT NULL,
	"longitude" numeric(10, 7) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "bus_stops_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "bus_stops_latitude_check" CHECK ("bus_stops"."latitude" between -90 and 90),
	CONSTRAINT "bus_stops_longitude_check" CHECK ("bus_stops"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "journey_stops" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"journey_id" uuid NOT NULL,
	"bus_stop_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"expected_time" time NOT NULL,
	CONSTRAINT "journey_stops_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "journey_stops_journey_id_key" UNIQUE("tenant_id","journey_id","id"),
	CONSTRAINT "journey_stops_sequence_check" CHECK ("journey_stops"."sequence" >= 1)
);
--> statement-breakpoint
CREATE TABLE "journeys" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"code" text NOT NULL,
	"direction" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"default_vehicle_id" uuid NOT NULL,
	"attendant_id" uuid,
	"academic_period_id" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "journeys_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "journeys_direction_check" CHECK ("journeys"."direction" in (1, 2)),
	CONSTRAINT "journeys_times_check" CHECK ("journeys"."end_time" > "journeys"."start_time")
);
--> statement-breakpoint
CREATE TABLE "student_journeys" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"student_id" uuid NOT NULL,
	"journey_id" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sequence" integer DEFAULT 1 NOT NULL,
	"pick_point_id" uuid,
	"drop_point_id" uuid,
	"weekdays" smallint DEFAULT 31 NOT NULL,
	CONSTRAINT "student_journeys_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "student_journeys_points_check" CHECK ("student_journeys"."pick_point_id" is not null or "student_journeys"."drop_point_id" is not null),
	CONSTRAINT "student_journeys_weekdays_check" CHECK ("student_journeys"."weekdays" between 1 and 127)
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "zones_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "bus_stops" ADD CONSTRAINT "bus_stops_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_stops" ADD CONSTRAINT "bus_stops_tenant_id_zone_id_zones_tenant_id_id_fk" FOREIGN KEY ("tenant_id","zone_id") REFERENCES "public"."zones"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_stops" ADD CONSTRAINT "journey_stops_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_stops" ADD CONSTRAINT "journey_stops_tenant_id_journey_id_journeys_tenant_id_id_fk" FOREIGN KEY ("tenant_id","journey_id") REFERENCES "public"."journeys"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_stops" ADD CONSTRAINT "journey_stops_tenant_id_bus_stop_id_bus_stops_tenant_id_id_fk" FOREIGN KEY ("tenant_id","bus_stop_id") REFERENCES "public"."bus_stops"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_tenant_id_default_vehicle_id_vehicles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","default_vehicle_id") REFERENCES "public"."vehicles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_tenant_id_attendant_id_employees_tenant_id_id_fk" FOREIGN KEY ("tenant_id","attendant_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_tenant_id_academic_period_id_academic_periods_tenant_id_id_fk" FOREIGN KEY ("tenant_id","academic_period_id") REFERENCES "public"."academic_periods"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_journeys" ADD CONSTRAINT "student_journeys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_journeys" ADD CONSTRAINT "student_journeys_tenant_id_student_id_students_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."students"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_journeys" ADD CONSTRAINT "student_journeys_tenant_id_journey_id_journeys_tenant_id_id_fk" FOREIGN KEY ("tenant_id","journey_id") REFERENCES "public"."journeys"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_journeys" ADD CONSTRAINT "student_journeys_pick_point_fk" FOREIGN KEY ("tenant_id","journey_id","pick_point_id") REFERENCES "public"."journey_stops"("tenant_id","journey_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_journeys" ADD CONSTRAINT "student_journeys_drop_point_fk" FOREIGN KEY ("tenant_id","journey_id","drop_point_id") REFERENCES "public"."journey_stops"("tenant_id","journey_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bus_stops_zone_title_idx" ON "bus_stops" USING btree ("tenant_id","zone_id",lower("title"));--> statement-breakpoint
CREATE INDEX "journey_stops_bus_stop_idx" ON "journey_stops" USING btree ("tenant_id","bus_stop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journeys_code_idx" ON "journeys" USING btree ("tenant_id",lower("code"));--> statement-breakpoint
CREATE INDEX "journeys_vehicle_idx" ON "journeys" USING btree ("tenant_id","default_vehicle_id");--> statement-breakpoint
CREATE INDEX "journeys_attendant_idx" ON "journeys" USING btree ("tenant_id","attendant_id");--> statement-breakpoint
CREATE INDEX "journeys_period_idx" ON "journeys" USING btree ("tenant_id","academic_period_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_journeys_active_idx" ON "student_journeys" USING btree ("tenant_id","student_id","journey_id") WHERE "student_journeys"."is_active";--> statement-breakpoint
CREATE INDEX "student_journeys_student_idx" ON "student_journeys" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE INDEX "student_journeys_journey_idx" ON "student_journeys" USING btree ("tenant_id","journey_id");--> statement-breakpoint
CREATE INDEX "student_journeys_pick_idx" ON "student_journeys" USING btree ("tenant_id","pick_point_id");--> statement-breakpoint
CREATE INDEX "student_journeys_drop_idx" ON "student_journeys" USING btree ("tenant_id","drop_point_id");--> statement-breakpoint
CREATE UNIQUE INDEX "zones_title_idx" ON "zones" USING btree ("tenant_id",lower("title"));--> statement-breakpoint
-- hand-written below
-- A stop's place in its route is unique, checked at commit when asked (SET CONSTRAINTS ... DEFERRED), so
-- a reorder renumbers every stop of the route in one transaction without passing through a clash.
ALTER TABLE "journey_stops" ADD CONSTRAINT "journey_stops_sequence_unique" UNIQUE ("tenant_id", "journey_id", "sequence") DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
-- Totals kept per school for the lists (count_rows_* of migration 0002).
CREATE TRIGGER zones_count_inserted AFTER INSERT ON zones REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_inserted();--> statement-breakpoint
CREATE TRIGGER zones_count_deleted AFTER DELETE ON zones REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_deleted();--> statement-breakpoint
CREATE TRIGGER bus_stops_count_inserted AFTER INSERT ON bus_stops REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_inserted();--> statement-breakpoint
CREATE TRIGGER bus_stops_count_deleted AFTER DELETE ON bus_stops REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_deleted();--> statement-breakpoint
CREATE TRIGGER journeys_count_inserted AFTER INSERT ON journeys REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_inserted();--> statement-breakpoint
CREATE TRIGGER journeys_count_deleted AFTER DELETE ON journeys REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_deleted();--> statement-breakpoint
CREATE TRIGGER journey_stops_count_inserted AFTER INSERT ON journey_stops REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_inserted();--> statement-breakpoint
CREATE TRIGGER journey_stops_count_deleted AFTER DELETE ON journey_stops REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_deleted();--> statement-breakpoint
CREATE TRIGGER student_journeys_count_inserted AFTER INSERT ON student_journeys REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_inserted();--> statement-breakpoint
CREATE TRIGGER student_journeys_count_deleted AFTER DELETE ON student_journeys REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_deleted();
