CREATE TABLE "document_digests" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"digest_on" date NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"gave_up_at" timestamp with time zone,
	"provider_answer" text DEFAULT '' NOT NULL,
	CONSTRAINT "document_digests_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "document_reminders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"document_id" uuid NOT NULL,
	"expires_on" date NOT NULL,
	"threshold_days" smallint NOT NULL,
	"digest_on" date NOT NULL,
	CONSTRAINT "document_reminders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "document_reminders_threshold_check" CHECK ("document_reminders"."threshold_days" in (30, 14, 7))
);
--> statement-breakpoint
CREATE TABLE "inspection_checklist_items" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"vehicle_type" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "inspection_checklist_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "inspection_checklist_items_type_check" CHECK ("inspection_checklist_items"."vehicle_type" in ('bus', 'minibus', 'van'))
);
--> statement-breakpoint
CREATE TABLE "inspection_items" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inspection_id" uuid NOT NULL,
	"checklist_item_id" uuid,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"outcome" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photo" text,
	CONSTRAINT "inspection_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "inspection_items_outcome_check" CHECK ("inspection_items"."outcome" in ('ok', 'minor', 'major')),
	CONSTRAINT "inspection_items_note_check" CHECK ("inspection_items"."outcome" = 'ok' or length(trim("inspection_items"."note")) > 0)
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"trip_id" uuid,
	"kind" text NOT NULL,
	"result" text NOT NULL,
	"performed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"performed_by" uuid,
	"inspector_id" uuid,
	"latitude" numeric(10, 7),
	"longitude" numeric(10, 7),
	"notes" text DEFAULT '' NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by" uuid,
	"clear_note" text,
	CONSTRAINT "inspections_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "inspections_kind_check" CHECK ("inspections"."kind" in ('pre_trip', 'post_trip')),
	CONSTRAINT "inspections_result_check" CHECK ("inspections"."result" in ('pass', 'minor', 'major')),
	CONSTRAINT "inspections_cleared_check" CHECK (("inspections"."cleared_at" is null) = ("inspections"."clear_note" is null)
        and ("inspections"."cleared_at" is null or "inspections"."result" = 'major'))
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "pre_trip_inspection_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "document_override_reason" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "document_override_by" uuid;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "document_override_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "vehicle_type" text DEFAULT 'bus' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "out_of_service_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "out_of_service_inspection_id" uuid;--> statement-breakpoint
ALTER TABLE "document_digests" ADD CONSTRAINT "document_digests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_digests" ADD CONSTRAINT "document_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_reminders" ADD CONSTRAINT "document_reminders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_reminders" ADD CONSTRAINT "document_reminders_document_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."documents"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_checklist_items" ADD CONSTRAINT "inspection_checklist_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_items" ADD CONSTRAINT "inspection_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_items" ADD CONSTRAINT "inspection_items_inspection_fk" FOREIGN KEY ("tenant_id","inspection_id") REFERENCES "public"."inspections"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_performed_by_users_id_fk" FOREIGN KEY ("performed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_cleared_by_users_id_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_vehicle_fk" FOREIGN KEY ("tenant_id","vehicle_id") REFERENCES "public"."vehicles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_inspector_fk" FOREIGN KEY ("tenant_id","inspector_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_digests_once_idx" ON "document_digests" USING btree ("tenant_id","digest_on","user_id");--> statement-breakpoint
CREATE INDEX "document_digests_due_idx" ON "document_digests" USING btree ("next_attempt_at") WHERE "document_digests"."sent_at" is null and "document_digests"."gave_up_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "document_reminders_once_idx" ON "document_reminders" USING btree ("tenant_id","document_id","expires_on","threshold_days");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_checklist_items_title_idx" ON "inspection_checklist_items" USING btree ("tenant_id","vehicle_type",lower("title"));--> statement-breakpoint
CREATE INDEX "inspection_checklist_items_order_idx" ON "inspection_checklist_items" USING btree ("tenant_id","vehicle_type","position","id");--> statement-breakpoint
CREATE INDEX "inspection_items_inspection_idx" ON "inspection_items" USING btree ("tenant_id","inspection_id","position");--> statement-breakpoint
CREATE INDEX "inspections_vehicle_idx" ON "inspections" USING btree ("tenant_id","vehicle_id","performed_at");--> statement-breakpoint
CREATE INDEX "inspections_performed_idx" ON "inspections" USING btree ("tenant_id","performed_at");--> statement-breakpoint
CREATE INDEX "inspections_trip_idx" ON "inspections" USING btree ("tenant_id","trip_id");--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vehicle_type_check" CHECK ("vehicles"."vehicle_type" in ('bus', 'minibus', 'van'));--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_out_of_service_check" CHECK (("vehicles"."out_of_service_at" is null) = ("vehicles"."out_of_service_inspection_id" is null));--> statement-breakpoint
-- hand-written below
-- Totals kept per school for the lists (count_rows_* of migration 0002).
CREATE TRIGGER inspection_checklist_items_count_inserted AFTER INSERT ON inspection_checklist_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_inserted();--> statement-breakpoint
CREATE TRIGGER inspection_checklist_items_count_deleted AFTER DELETE ON inspection_checklist_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_deleted();--> statement-breakpoint
CREATE TRIGGER inspections_count_inserted AFTER INSERT ON inspections REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_inserted();--> statement-breakpoint
CREATE TRIGGER inspections_count_deleted AFTER DELETE ON inspections REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_deleted();--> statement-breakpoint
-- The preloaded inspection checklist (issue 25 §1) of the schools that exist, for every vehicle type,
-- in their language; a school created later gets it at its creation (the same titles, from the
-- catalogues' inspections.default* keys).
INSERT INTO inspection_checklist_items (tenant_id, vehicle_type, title, position)
SELECT t.id, v.vehicle_type, CASE WHEN t.default_language = 'sw' THEN d.sw ELSE d.en END, d.position
  FROM tenants t
  CROSS JOIN (VALUES ('bus'), ('minibus'), ('van')) AS v(vehicle_type)
  CROSS JOIN (VALUES
    (1, 'Brakes', 'Breki'),
    (2, 'Tyres and wheel nuts', 'Matairi na nati za magurudumu'),
    (3, 'Lights and indicators', 'Taa na viashiria'),
    (4, 'Mirrors', 'Vioo vya pembeni na vya nyuma'),
    (5, 'Doors and emergency exits', 'Milango na njia za dharura'),
    (6, 'Seat belts', 'Mikanda ya usalama'),
    (7, 'First-aid kit', 'Sanduku la huduma ya kwanza'),
    (8, 'Fire extinguisher', 'Kizima moto'),
    (9, 'Horn', 'Honi'),
    (10, 'Windscreen and wipers', 'Kioo cha mbele na vifuta maji'),
    (11, 'Speed governor', 'Kidhibiti mwendo'),
    (12, 'Fuel, oil and coolant', 'Mafuta, oili na kipoza injini')
  ) AS d(position, en, sw);--> statement-breakpoint
-- The new school tables under the schools' policies (ADR 016).
SELECT enforce_school_policies();
