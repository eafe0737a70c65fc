ALTER TABLE "session" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "idle_timeout_minutes" integer;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "session_lifetime_hours" integer;--> statement-breakpoint
UPDATE "session" SET "ip_address" = NULL;
