-- Route planning's data (issue 24): each school's planning settings (the defaults for every school
-- already here) and its place (not set until the office sets it), and a student's optional home
-- location, both or neither.
ALTER TABLE "student_rows" ADD COLUMN "home_latitude" numeric(10, 7);--> statement-breakpoint
ALTER TABLE "student_rows" ADD COLUMN "home_longitude" numeric(10, 7);--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "arrival_window_start" time DEFAULT '07:15' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "arrival_window_end" time DEFAULT '07:45' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "dismissal_time" time DEFAULT '15:30' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "max_ride_minutes" integer DEFAULT 45 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "walk_limit_metres" integer DEFAULT 800 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "school_latitude" numeric(10, 7);--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "school_longitude" numeric(10, 7);--> statement-breakpoint
ALTER TABLE "student_rows" ADD CONSTRAINT "students_home_both_check" CHECK (("student_rows"."home_latitude" is null) = ("student_rows"."home_longitude" is null));--> statement-breakpoint
ALTER TABLE "student_rows" ADD CONSTRAINT "students_home_latitude_check" CHECK ("student_rows"."home_latitude" between -90 and 90);--> statement-breakpoint
ALTER TABLE "student_rows" ADD CONSTRAINT "students_home_longitude_check" CHECK ("student_rows"."home_longitude" between -180 and 180);--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_arrival_window_check" CHECK ("tenants"."arrival_window_end" > "tenants"."arrival_window_start");--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_school_location_check" CHECK (("tenants"."school_latitude" is null) = ("tenants"."school_longitude" is null));--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_school_latitude_check" CHECK ("tenants"."school_latitude" between -90 and 90);--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_school_longitude_check" CHECK ("tenants"."school_longitude" between -180 and 180);--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_max_ride_minutes_check" CHECK ("tenants"."max_ride_minutes" between 5 and 180);--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_walk_limit_metres_check" CHECK ("tenants"."walk_limit_metres" between 50 and 5000);--> statement-breakpoint
-- The students view (migration 0013) lists its columns: the home location is added at its end, so that
-- the records layer reads and writes it through the view as it does every other column.
CREATE OR REPLACE VIEW "students" WITH (security_invoker = true) AS
  SELECT tenant_id, id, created_at, updated_at, admission_number, transport_number, first_name, last_name,
         other_name, full_name, gender, date_of_birth, photo, home_latitude, home_longitude
    FROM student_rows
   WHERE import_id IS NULL OR import_id NOT IN (SELECT id FROM pending_imports WHERE NOT published);
