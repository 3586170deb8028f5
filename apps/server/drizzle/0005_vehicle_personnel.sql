CREATE TABLE "vehicle_personnel" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "vehicle_personnel_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "vehicle_personnel_dates_check" CHECK ("vehicle_personnel"."end_date" >= "vehicle_personnel"."start_date")
);
--> statement-breakpoint
ALTER TABLE "vehicle_personnel" ADD CONSTRAINT "vehicle_personnel_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_personnel" ADD CONSTRAINT "vehicle_personnel_tenant_id_vehicle_id_vehicles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","vehicle_id") REFERENCES "public"."vehicles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_personnel" ADD CONSTRAINT "vehicle_personnel_tenant_id_driver_id_employees_tenant_id_id_fk" FOREIGN KEY ("tenant_id","driver_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_personnel_vehicle_idx" ON "vehicle_personnel" USING btree ("tenant_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "vehicle_personnel_driver_idx" ON "vehicle_personnel" USING btree ("tenant_id","driver_id");--> statement-breakpoint
-- One active driver per vehicle and one vehicle per driver on any date, decided by PostgreSQL.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "vehicle_personnel" ADD CONSTRAINT "vehicle_personnel_vehicle_overlap"
  EXCLUDE USING gist ("tenant_id" WITH =, "vehicle_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&)
  WHERE ("is_active");--> statement-breakpoint
ALTER TABLE "vehicle_personnel" ADD CONSTRAINT "vehicle_personnel_driver_overlap"
  EXCLUDE USING gist ("tenant_id" WITH =, "driver_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&)
  WHERE ("is_active");--> statement-breakpoint
-- Totals kept per school for the lists (count_rows_* of migration 0002).
CREATE TRIGGER vehicle_personnel_count_inserted AFTER INSERT ON vehicle_personnel REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_inserted();--> statement-breakpoint
CREATE TRIGGER vehicle_personnel_count_deleted AFTER DELETE ON vehicle_personnel REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_deleted();
