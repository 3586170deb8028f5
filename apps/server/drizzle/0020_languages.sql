ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;