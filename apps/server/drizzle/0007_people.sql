CREATE TABLE "guardians" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"other_name" text DEFAULT '' NOT NULL,
	"full_name" text GENERATED ALWAYS AS (first_name || ' ' || (case when other_name = '' then '' else other_name || ' ' end) || last_name) STORED NOT NULL,
	"mobile_number" text NOT NULL,
	"email" text,
	"date_of_birth" date,
	"gender" integer,
	"salutation" integer,
	"photo" text,
	CONSTRAINT "guardians_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "student_guardians" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"student_id" uuid NOT NULL,
	"guardian_id" uuid NOT NULL,
	"relationship" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"emergency_contact" boolean DEFAULT false NOT NULL,
	"trip_notifications" boolean DEFAULT true NOT NULL,
	CONSTRAINT "student_guardians_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "student_enrolments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"student_id" uuid NOT NULL,
	"academic_period_id" uuid NOT NULL,
	"stream_id" uuid NOT NULL,
	CONSTRAINT "student_enrolments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "students" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"admission_number" text NOT NULL,
	"transport_number" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"other_name" text DEFAULT '' NOT NULL,
	"full_name" text GENERATED ALWAYS AS (first_name || ' ' || (case when other_name = '' then '' else other_name || ' ' end) || last_name) STORED NOT NULL,
	"gender" integer NOT NULL,
	"date_of_birth" date NOT NULL,
	"photo" text,
	CONSTRAINT "students_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_guardians" ADD CONSTRAINT "student_guardians_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_guardians" ADD CONSTRAINT "student_guardians_tenant_id_student_id_students_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."students"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_guardians" ADD CONSTRAINT "student_guardians_tenant_id_guardian_id_guardians_tenant_id_id_fk" FOREIGN KEY ("tenant_id","guardian_id") REFERENCES "public"."guardians"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_enrolments" ADD CONSTRAINT "student_enrolments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_enrolments" ADD CONSTRAINT "student_enrolments_tenant_id_student_id_students_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."students"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_enrolments" ADD CONSTRAINT "student_enrolments_tenant_id_academic_period_id_academic_periods_tenant_id_id_fk" FOREIGN KEY ("tenant_id","academic_period_id") REFERENCES "public"."academic_periods"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_enrolments" ADD CONSTRAINT "student_enrolments_tenant_id_stream_id_streams_tenant_id_id_fk" FOREIGN KEY ("tenant_id","stream_id") REFERENCES "public"."streams"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardians_full_name_idx" ON "guardians" USING btree ("tenant_id","full_name");--> statement-breakpoint
CREATE INDEX "guardians_full_name_trgm_idx" ON "guardians" USING gin ("tenant_id","full_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "guardians_mobile_number_trgm_idx" ON "guardians" USING gin ("tenant_id","mobile_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "guardians_email_trgm_idx" ON "guardians" USING gin ("tenant_id","email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "student_guardians_pair_idx" ON "student_guardians" USING btree ("tenant_id","student_id","guardian_id");--> statement-breakpoint
CREATE INDEX "student_guardians_guardian_idx" ON "student_guardians" USING btree ("tenant_id","guardian_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_guardians_primary_idx" ON "student_guardians" USING btree ("tenant_id","student_id") WHERE "student_guardians"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "student_enrolments_student_period_idx" ON "student_enrolments" USING btree ("tenant_id","student_id","academic_period_id");--> statement-breakpoint
CREATE INDEX "student_enrolments_period_idx" ON "student_enrolments" USING btree ("tenant_id","academic_period_id","stream_id");--> statement-breakpoint
CREATE INDEX "student_enrolments_stream_idx" ON "student_enrolments" USING btree ("tenant_id","stream_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_admission_number_idx" ON "students" USING btree ("tenant_id",lower("admission_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "students_transport_number_idx" ON "students" USING btree ("tenant_id",lower("transport_number"));--> statement-breakpoint
CREATE INDEX "students_full_name_idx" ON "students" USING btree ("tenant_id","full_name");--> statement-breakpoint
CREATE INDEX "students_admission_number_trgm_idx" ON "students" USING gin ("tenant_id","admission_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "students_transport_number_trgm_idx" ON "students" USING gin ("tenant_id","transport_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "students_full_name_trgm_idx" ON "students" USING gin ("tenant_id","full_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- hand-written below
-- Totals kept per school for the lists (count_rows_* of migration 0002).
CREATE TRIGGER students_count_inserted AFTER INSERT ON students REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_inserted();--> statement-breakpoint
CREATE TRIGGER students_count_deleted AFTER DELETE ON students REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_deleted();--> statement-breakpoint
CREATE TRIGGER guardians_count_inserted AFTER INSERT ON guardians REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_inserted();--> statement-breakpoint
CREATE TRIGGER guardians_count_deleted AFTER DELETE ON guardians REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_deleted();--> statement-breakpoint
CREATE TRIGGER student_guardians_count_inserted AFTER INSERT ON student_guardians REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_inserted();--> statement-breakpoint
CREATE TRIGGER student_guardians_count_deleted AFTER DELETE ON student_guardians REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_deleted();
