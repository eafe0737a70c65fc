ALTER TABLE "workspaces" ADD COLUMN "lead_fields" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;