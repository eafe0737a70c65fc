CREATE TABLE "vendor_review_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"calculator_id" uuid,
	"calculator_name" text NOT NULL,
	"calculator_type" text NOT NULL,
	"revision_number" integer NOT NULL,
	"engine_version" integer NOT NULL,
	"file_name" text NOT NULL,
	"input_csv" text NOT NULL,
	"input_sha256" text NOT NULL,
	"scenarios" integer NOT NULL,
	"passed" integer NOT NULL,
	"flagged" integer NOT NULL,
	"refused" integer NOT NULL,
	"outcomes" jsonb NOT NULL,
	"result_csv" text NOT NULL,
	"result_csv_signature" text NOT NULL,
	"result_pdf" text NOT NULL,
	"result_pdf_signature" text NOT NULL,
	"key_id" text NOT NULL,
	"rerun_of" uuid,
	"reason" text DEFAULT 'upload' NOT NULL,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_review_runs" ADD CONSTRAINT "vendor_review_runs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_review_runs" ADD CONSTRAINT "vendor_review_runs_calculator_id_calculators_id_fk" FOREIGN KEY ("calculator_id") REFERENCES "public"."calculators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_review_runs" ADD CONSTRAINT "vendor_review_runs_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_review_runs_workspace_idx" ON "vendor_review_runs" USING btree ("workspace_id","ran_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_review_runs_engine_rerun_idx" ON "vendor_review_runs" USING btree ("rerun_of","engine_version") WHERE "vendor_review_runs"."reason" = 'engine-change';