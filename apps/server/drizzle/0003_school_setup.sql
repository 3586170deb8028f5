CREATE TABLE "academic_periods" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "academic_periods_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "academic_periods_dates_check" CHECK ("academic_periods"."end_date" > "academic_periods"."start_date")
);
--> statement-breakpoint
CREATE TABLE "grade_levels" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"short_title" text NOT NULL,
	CONSTRAINT "grade_levels_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "job_roles" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"category" integer NOT NULL,
	CONSTRAINT "job_roles_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "streams" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"grade_level_id" uuid NOT NULL,
	"title" text NOT NULL,
	"short_title" text NOT NULL,
	"student_capacity" integer NOT NULL,
	CONSTRAINT "streams_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "streams_capacity_check" CHECK ("streams"."student_capacity" > 0)
);
--> statement-breakpoint
ALTER TABLE "academic_periods" ADD CONSTRAINT "academic_periods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_levels" ADD CONSTRAINT "grade_levels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_roles" ADD CONSTRAINT "job_roles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streams" ADD CONSTRAINT "streams_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streams" ADD CONSTRAINT "streams_tenant_id_grade_level_id_grade_levels_tenant_id_id_fk" FOREIGN KEY ("tenant_id","grade_level_id") REFERENCES "public"."grade_levels"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "academic_periods_title_idx" ON "academic_periods" USING btree ("tenant_id",lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "grade_levels_title_idx" ON "grade_levels" USING btree ("tenant_id",lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "job_roles_title_idx" ON "job_roles" USING btree ("tenant_id",lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "streams_title_idx" ON "streams" USING btree ("tenant_id","grade_level_id",lower("title"));--> statement-breakpoint
-- Totals kept per school for the lists (count_rows_* of migration 0002).
CREATE TRIGGER academic_periods_count_inserted AFTER INSERT ON academic_periods REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_inserted();--> statement-breakpoint
CREATE TRIGGER academic_periods_count_deleted AFTER DELETE ON academic_periods REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_deleted();--> statement-breakpoint
CREATE TRIGGER grade_levels_count_inserted AFTER INSERT ON grade_levels REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_inserted();--> statement-breakpoint
CREATE TRIGGER grade_levels_count_deleted AFTER DELETE ON grade_levels REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_deleted();--> statement-breakpoint
CREATE TRIGGER job_roles_count_inserted AFTER INSERT ON job_roles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_inserted();--> statement-breakpoint
CREATE TRIGGER job_roles_count_deleted AFTER DELETE ON job_roles REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_deleted();--> statement-breakpoint
CREATE TRIGGER streams_count_inserted AFTER INSERT ON streams REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_inserted();--> statement-breakpoint
CREATE TRIGGER streams_count_deleted AFTER DELETE ON streams REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_deleted();
