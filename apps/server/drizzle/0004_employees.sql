CREATE TABLE "employees" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_number" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"other_name" text DEFAULT '' NOT NULL,
	"full_name" text GENERATED ALWAYS AS (first_name || ' ' || (case when other_name = '' then '' else other_name || ' ' end) || last_name) STORED NOT NULL,
	"gender" integer NOT NULL,
	"date_of_birth" date NOT NULL,
	"job_role_id" uuid,
	"photo" text,
	CONSTRAINT "employees_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_tenant_id_job_role_id_job_roles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","job_role_id") REFERENCES "public"."job_roles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_staff_number_idx" ON "employees" USING btree ("tenant_id",lower("staff_number"));--> statement-breakpoint
CREATE INDEX "employees_job_role_idx" ON "employees" USING btree ("tenant_id","job_role_id");--> statement-breakpoint
CREATE INDEX "employees_full_name_idx" ON "employees" USING btree ("tenant_id","full_name");--> statement-breakpoint
CREATE INDEX "employees_staff_number_trgm_idx" ON "employees" USING gin ("tenant_id","staff_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "employees_full_name_trgm_idx" ON "employees" USING gin ("tenant_id","full_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Totals kept per school for the lists (count_rows_* of migration 0002).
CREATE TRIGGER employees_count_inserted AFTER INSERT ON employees REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_inserted();--> statement-breakpoint
CREATE TRIGGER employees_count_deleted AFTER DELETE ON employees REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_deleted();
