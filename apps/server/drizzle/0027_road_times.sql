-- A school's road time matrix (issue 24 §2): seconds driven between its places (the school, its bus
-- stops), uploaded whole as CSV and read by the route planner.
CREATE TABLE "road_times" (
	"tenant_id" uuid NOT NULL,
	"from_place" text NOT NULL,
	"to_place" text NOT NULL,
	"seconds" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "road_times_tenant_id_from_place_to_place_pk" PRIMARY KEY("tenant_id","from_place","to_place"),
	CONSTRAINT "road_times_seconds_check" CHECK ("road_times"."seconds" between 0 and 21600)
);
--> statement-breakpoint
ALTER TABLE "road_times" ADD CONSTRAINT "road_times_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The new school table under the schools' policies (ADR 016).
SELECT enforce_school_policies();
