ALTER TABLE "lead_status_changes" ADD COLUMN "change" text DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_status_changes" ADD COLUMN "detail" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "assignee_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assignee_id_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;