ALTER TABLE "workspaces" ADD COLUMN "plan" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "trial_ends_at" timestamp with time zone;