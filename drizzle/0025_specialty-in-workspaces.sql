ALTER TABLE "calculator_revisions" ADD COLUMN "specialty_version" integer;--> statement-breakpoint
ALTER TABLE "specialty_calculator_versions" ADD COLUMN "offer" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "specialty_calculator_versions" ADD COLUMN "offer_workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "specialty_calculator_versions" ADD CONSTRAINT "specialty_calculator_versions_offer_workspace_id_workspaces_id_fk" FOREIGN KEY ("offer_workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialty_calculator_versions" ADD CONSTRAINT "specialty_calculator_versions_offer_check" CHECK (("offer" = 'workspace') = ("offer_workspace_id" IS NOT NULL));
