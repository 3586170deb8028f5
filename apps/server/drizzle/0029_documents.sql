CREATE TABLE "document_types" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"applies_to" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "document_types_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "document_types_kind_key" UNIQUE("tenant_id","applies_to","id"),
	CONSTRAINT "document_types_applies_to_check" CHECK ("document_types"."applies_to" in ('vehicle', 'employee'))
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"document_type_id" uuid NOT NULL,
	"owner_kind" text NOT NULL,
	"vehicle_id" uuid,
	"employee_id" uuid,
	"number" text DEFAULT '' NOT NULL,
	"issued_on" date,
	"expires_on" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"file" text,
	"file_name" text,
	"file_type" text,
	"file_size" integer,
	CONSTRAINT "documents_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "documents_owner_check" CHECK (num_nonnulls("documents"."vehicle_id", "documents"."employee_id") = 1
        and "documents"."owner_kind" = (case when "documents"."vehicle_id" is null then 'employee' else 'vehicle' end)),
	CONSTRAINT "documents_dates_check" CHECK ("documents"."issued_on" is null or "documents"."expires_on" >= "documents"."issued_on"),
	CONSTRAINT "documents_file_check" CHECK (("documents"."file" is null) = ("documents"."file_name" is null) and ("documents"."file" is null) = ("documents"."file_type" is null)
        and ("documents"."file" is null) = ("documents"."file_size" is null))
);
--> statement-breakpoint
ALTER TABLE "document_types" ADD CONSTRAINT "document_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_document_type_fk" FOREIGN KEY ("tenant_id","owner_kind","document_type_id") REFERENCES "public"."document_types"("tenant_id","applies_to","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_vehicle_fk" FOREIGN KEY ("tenant_id","vehicle_id") REFERENCES "public"."vehicles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_types_title_idx" ON "document_types" USING btree ("tenant_id","applies_to",lower("title"));--> statement-breakpoint
CREATE INDEX "document_types_order_idx" ON "document_types" USING btree ("tenant_id","title","id");--> statement-breakpoint
CREATE INDEX "documents_expires_idx" ON "documents" USING btree ("tenant_id","expires_on");--> statement-breakpoint
CREATE INDEX "documents_type_idx" ON "documents" USING btree ("tenant_id","document_type_id");--> statement-breakpoint
CREATE INDEX "documents_vehicle_idx" ON "documents" USING btree ("tenant_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "documents_employee_idx" ON "documents" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE INDEX "documents_number_trgm_idx" ON "documents" USING gin ("tenant_id","number" gin_trgm_ops) WITH (fastupdate=true,gin_pending_list_limit=256);--> statement-breakpoint
-- hand-written below
-- Totals kept per school for the lists (count_rows_* of migration 0002).
CREATE TRIGGER document_types_count_inserted AFTER INSERT ON document_types REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_inserted();--> statement-breakpoint
CREATE TRIGGER document_types_count_deleted AFTER DELETE ON document_types REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_deleted();--> statement-breakpoint
CREATE TRIGGER documents_count_inserted AFTER INSERT ON documents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_inserted();--> statement-breakpoint
CREATE TRIGGER documents_count_deleted AFTER DELETE ON documents REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_deleted();--> statement-breakpoint
-- The preloaded document types (issue 25 §3) of the schools that exist, in their language; a school
-- created later gets them at its creation (default-document-types.ts, the same titles).
INSERT INTO document_types (tenant_id, title, applies_to)
SELECT t.id, CASE WHEN t.default_language = 'sw' THEN d.sw ELSE d.en END, d.applies_to
  FROM tenants t CROSS JOIN (VALUES
    ('vehicle', 'Motor Vehicle Inspection Certificate (NTSA)', 'Cheti cha Ukaguzi wa Gari (NTSA)'),
    ('vehicle', 'Insurance Certificate', 'Cheti cha Bima'),
    ('vehicle', 'PSV / School Bus Licence', 'Leseni ya PSV / Basi la Shule'),
    ('vehicle', 'Speed Governor Certificate', 'Cheti cha Kidhibiti Mwendo'),
    ('employee', 'Driving Licence', 'Leseni ya Udereva'),
    ('employee', 'PSV Badge', 'Beji ya PSV'),
    ('employee', 'Certificate of Good Conduct (police clearance)', 'Cheti cha Tabia Njema (kutoka polisi)'),
    ('employee', 'Medical Certificate', 'Cheti cha Afya'),
    ('employee', 'First Aid Certificate', 'Cheti cha Huduma ya Kwanza')
  ) AS d(applies_to, en, sw);--> statement-breakpoint
-- The new school tables under the schools' policies (ADR 016).
SELECT enforce_school_policies();
