CREATE TABLE "rate_sheet_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_sheet_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"product" text NOT NULL,
	"rate" text NOT NULL,
	"effective_on" date NOT NULL,
	"expires_on" date,
	"state" text DEFAULT 'proposed' NOT NULL,
	"proposed_by" text,
	"proposed_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"approved_by_email" text
);
--> statement-breakpoint
ALTER TABLE "calculator_revisions" ADD COLUMN "rate_links" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_sheet_entries" ADD CONSTRAINT "rate_sheet_entries_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_sheet_versions" ADD CONSTRAINT "rate_sheet_versions_entry_id_rate_sheet_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."rate_sheet_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_sheet_versions" ADD CONSTRAINT "rate_sheet_versions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_sheet_versions" ADD CONSTRAINT "rate_sheet_versions_proposed_by_user_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_sheet_versions" ADD CONSTRAINT "rate_sheet_versions_approved_by_user_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_sheet_entries_workspace_idx" ON "rate_sheet_entries" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_sheet_versions_number_idx" ON "rate_sheet_versions" USING btree ("entry_id","number");--> statement-breakpoint
CREATE INDEX "rate_sheet_versions_workspace_idx" ON "rate_sheet_versions" USING btree ("workspace_id");