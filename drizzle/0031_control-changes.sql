CREATE TABLE "control_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"control" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"value" jsonb NOT NULL,
	"proposed_by" text,
	"proposed_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"resolved_by_email" text
);
--> statement-breakpoint
ALTER TABLE "control_changes" ADD CONSTRAINT "control_changes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_changes" ADD CONSTRAINT "control_changes_proposed_by_user_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "control_changes_open_idx" ON "control_changes" USING btree ("workspace_id","control","subject") WHERE "control_changes"."resolved_at" is null;