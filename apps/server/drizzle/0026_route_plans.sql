-- Route plans (issue 24 §2): a school's requests for a plan of one direction's routes, what each was
-- made from, and its proposal; at most one running per school.
CREATE TABLE "route_plans" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"direction" smallint NOT NULL,
	"state" text NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"seconds" smallint NOT NULL,
	"input" jsonb NOT NULL,
	"current" jsonb NOT NULL,
	"proposal" jsonb,
	"error" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "route_plans_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "route_plans_state_check" CHECK ("route_plans"."state" in ('running', 'ready', 'failed', 'cancelled', 'approved')),
	CONSTRAINT "route_plans_direction_check" CHECK ("route_plans"."direction" in (1, 2)),
	CONSTRAINT "route_plans_progress_check" CHECK ("route_plans"."progress" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "route_plans" ADD CONSTRAINT "route_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "route_plans_running_idx" ON "route_plans" USING btree ("tenant_id") WHERE "route_plans"."state" = 'running';--> statement-breakpoint
CREATE INDEX "route_plans_created_idx" ON "route_plans" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- The new school table under the schools' policies (ADR 016).
SELECT enforce_school_policies();
