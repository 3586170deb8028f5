CREATE TABLE "auth_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rate_limits" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "rate_limits" CASCADE;--> statement-breakpoint
DROP INDEX "verification_codes_hash_idx";--> statement-breakpoint
CREATE INDEX "auth_counters_window_ends_idx" ON "auth_counters" USING btree ("window_ends_at");