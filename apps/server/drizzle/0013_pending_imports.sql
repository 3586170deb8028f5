-- Imports written in committed batches and published at once (issue 19, ADR 014). The tables that
-- imports fill become `student_rows` and `student_restriction_rows`, with the import that wrote
-- each row; `students` and `student_restrictions` become views of them without the rows of
-- unpublished imports, so every read and ordinary write (PostgreSQL writes through a simple view)
-- stays as it was, and no one sees half an import.
CREATE TABLE "pending_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"alive_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_imports" ADD CONSTRAINT "pending_imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" RENAME TO "student_rows";--> statement-breakpoint
ALTER TABLE "student_rows" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "student_rows" RENAME CONSTRAINT "students_tenant_id_id_pk" TO "student_rows_tenant_id_id_pk";--> statement-breakpoint
ALTER TABLE "student_rows" RENAME CONSTRAINT "students_tenant_id_tenants_id_fk" TO "student_rows_tenant_id_tenants_id_fk";--> statement-breakpoint
ALTER TABLE "student_restrictions" RENAME TO "student_restriction_rows";--> statement-breakpoint
ALTER TABLE "student_restriction_rows" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "student_restriction_rows" RENAME CONSTRAINT "student_restrictions_tenant_id_id_pk" TO "student_restriction_rows_tenant_id_id_pk";--> statement-breakpoint
ALTER TABLE "student_restriction_rows" RENAME CONSTRAINT "student_restrictions_tenant_id_tenants_id_fk" TO "student_restriction_rows_tenant_id_tenants_id_fk";--> statement-breakpoint
ALTER TABLE "student_restriction_rows" RENAME CONSTRAINT "student_restrictions_tenant_id_student_id_students_tenant_id_id_fk" TO "student_restriction_rows_tenant_id_student_id_student_rows_tenant_id_id_fk";--> statement-breakpoint
ALTER TABLE "student_guardians" RENAME CONSTRAINT "student_guardians_tenant_id_student_id_students_tenant_id_id_fk" TO "student_guardians_tenant_id_student_id_student_rows_tenant_id_id_fk";--> statement-breakpoint
ALTER TABLE "student_journeys" RENAME CONSTRAINT "student_journeys_tenant_id_student_id_students_tenant_id_id_fk" TO "student_journeys_tenant_id_student_id_student_rows_tenant_id_id_fk";--> statement-breakpoint
ALTER TABLE "student_enrolments" RENAME CONSTRAINT "student_enrolments_tenant_id_student_id_students_tenant_id_id_fk" TO "student_enrolments_tenant_id_student_id_student_rows_tenant_id_id_fk";--> statement-breakpoint
-- Search indexes gather new entries in a small pending list and add them together (db/search-index.ts).
ALTER INDEX "students_admission_number_trgm_idx" SET (fastupdate=true, gin_pending_list_limit=256);--> statement-breakpoint
ALTER INDEX "students_transport_number_trgm_idx" SET (fastupdate=true, gin_pending_list_limit=256);--> statement-breakpoint
ALTER INDEX "students_full_name_trgm_idx" SET (fastupdate=true, gin_pending_list_limit=256);--> statement-breakpoint
ALTER INDEX "guardians_full_name_trgm_idx" SET (fastupdate=true, gin_pending_list_limit=256);--> statement-breakpoint
ALTER INDEX "guardians_mobile_number_trgm_idx" SET (fastupdate=true, gin_pending_list_limit=256);--> statement-breakpoint
ALTER INDEX "guardians_email_trgm_idx" SET (fastupdate=true, gin_pending_list_limit=256);--> statement-breakpoint
ALTER INDEX "employees_staff_number_trgm_idx" SET (fastupdate=true, gin_pending_list_limit=256);--> statement-breakpoint
ALTER INDEX "employees_full_name_trgm_idx" SET (fastupdate=true, gin_pending_list_limit=256);--> statement-breakpoint
ALTER INDEX "vehicles_registration_trgm_idx" SET (fastupdate=true, gin_pending_list_limit=256);--> statement-breakpoint
ALTER INDEX "vehicles_code_trgm_idx" SET (fastupdate=true, gin_pending_list_limit=256);--> statement-breakpoint
-- The views: a row is seen unless the import that wrote it is still unpublished. NOT IN over the
-- few unpublished imports is one hashed look-up per row. security_invoker: the caller's rights
-- (and row-level security) apply, not the view owner's.
CREATE VIEW "students" WITH (security_invoker = true) AS
  SELECT tenant_id, id, created_at, updated_at, admission_number, transport_number, first_name, last_name,
         other_name, full_name, gender, date_of_birth, photo
    FROM student_rows
   WHERE import_id IS NULL OR import_id NOT IN (SELECT id FROM pending_imports WHERE NOT published);--> statement-breakpoint
CREATE VIEW "student_restrictions" WITH (security_invoker = true) AS
  SELECT tenant_id, id, created_at, updated_at, student_id, event_type, reason, start_date, end_date,
         reported_by_guardian, notes
    FROM student_restriction_rows
   WHERE import_id IS NULL OR import_id NOT IN (SELECT id FROM pending_imports WHERE NOT published);--> statement-breakpoint
-- The lists' totals count what the views show, under the views' names: a row of an unpublished
-- import is counted when the import is published (ADR 014), and not at all if it is removed instead.
CREATE FUNCTION count_seen_rows_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts (tenant_id, table_name, n)
    SELECT tenant_id, TG_ARGV[0], count(*) FROM new_rows
     WHERE import_id IS NULL OR import_id NOT IN (SELECT id FROM pending_imports WHERE NOT published)
     GROUP BY tenant_id
  ON CONFLICT (tenant_id, table_name) DO UPDATE SET n = row_counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION count_seen_rows_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET n = row_counts.n - gone.n
    FROM (SELECT tenant_id, count(*) AS n FROM old_rows
           WHERE import_id IS NULL OR import_id NOT IN (SELECT id FROM pending_imports WHERE NOT published)
           GROUP BY tenant_id) AS gone
    WHERE row_counts.tenant_id = gone.tenant_id AND row_counts.table_name = TG_ARGV[0];
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER students_count_inserted ON student_rows;--> statement-breakpoint
DROP TRIGGER students_count_deleted ON student_rows;--> statement-breakpoint
DROP TRIGGER student_restrictions_count_inserted ON student_restriction_rows;--> statement-breakpoint
DROP TRIGGER student_restrictions_count_deleted ON student_restriction_rows;--> statement-breakpoint
CREATE TRIGGER student_rows_count_inserted AFTER INSERT ON student_rows REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_seen_rows_inserted('students');--> statement-breakpoint
CREATE TRIGGER student_rows_count_deleted AFTER DELETE ON student_rows REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_seen_rows_deleted('students');--> statement-breakpoint
CREATE TRIGGER student_restriction_rows_count_inserted AFTER INSERT ON student_restriction_rows REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_seen_rows_inserted('student_restrictions');--> statement-breakpoint
CREATE TRIGGER student_restriction_rows_count_deleted AFTER DELETE ON student_restriction_rows REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_seen_rows_deleted('student_restrictions');
