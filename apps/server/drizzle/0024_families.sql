CREATE TABLE "guardian_notice_settings" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"guardian_id" uuid NOT NULL,
	"minutes_before" smallint DEFAULT 5 NOT NULL,
	"push" boolean DEFAULT true NOT NULL,
	"sms" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"quiet_from" time,
	"quiet_until" time,
	"language" text,
	CONSTRAINT "guardian_notice_settings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "guardian_notice_settings_minutes_check" CHECK ("guardian_notice_settings"."minutes_before" between 1 and 60),
	CONSTRAINT "guardian_notice_settings_quiet_check" CHECK (("guardian_notice_settings"."quiet_from" is null) = ("guardian_notice_settings"."quiet_until" is null))
);
--> statement-breakpoint
CREATE TABLE "notice_deliveries" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notice_id" uuid NOT NULL,
	"channel" smallint NOT NULL,
	"recipient" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"provider_answer" text DEFAULT '' NOT NULL,
	CONSTRAINT "notice_deliveries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "notice_deliveries_channel_check" CHECK ("notice_deliveries"."channel" in (1, 2, 3)),
	CONSTRAINT "notice_deliveries_status_check" CHECK ("notice_deliveries"."status" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"guardian_id" uuid NOT NULL,
	"kind" smallint NOT NULL,
	"trip_id" uuid,
	"trip_stop_id" uuid,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "notices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "notices_kind_check" CHECK ("notices"."kind" in (1, 2, 3, 4, 5, 6, 7, 8))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "late_notice_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "guardian_notice_settings" ADD CONSTRAINT "guardian_notice_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_notice_settings" ADD CONSTRAINT "guardian_notice_settings_tenant_id_guardian_id_guardians_tenant_id_id_fk" FOREIGN KEY ("tenant_id","guardian_id") REFERENCES "public"."guardians"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_deliveries" ADD CONSTRAINT "notice_deliveries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_deliveries" ADD CONSTRAINT "notice_deliveries_tenant_id_notice_id_notices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","notice_id") REFERENCES "public"."notices"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_tenant_id_guardian_id_guardians_tenant_id_id_fk" FOREIGN KEY ("tenant_id","guardian_id") REFERENCES "public"."guardians"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_tenant_id_trip_id_trips_tenant_id_id_fk" FOREIGN KEY ("tenant_id","trip_id") REFERENCES "public"."trips"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_notice_settings_guardian_idx" ON "guardian_notice_settings" USING btree ("tenant_id","guardian_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_deliveries_notice_idx" ON "notice_deliveries" USING btree ("tenant_id","notice_id","channel");--> statement-breakpoint
CREATE INDEX "notice_deliveries_due_idx" ON "notice_deliveries" USING btree ("next_attempt_at") WHERE "notice_deliveries"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "notices_once_idx" ON "notices" USING btree ("tenant_id","guardian_id","trip_id","trip_stop_id","kind");--> statement-breakpoint
CREATE INDEX "notices_trip_idx" ON "notices" USING btree ("tenant_id","trip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_idx" ON "users" USING btree ("phone");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_contact_check" CHECK ("users"."email" is not null or "users"."phone" is not null);--> statement-breakpoint
-- The new school tables under the schools' policies (ADR 016).
SELECT enforce_school_policies();