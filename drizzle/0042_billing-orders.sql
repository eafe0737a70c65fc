CREATE TABLE "billing_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"term" text NOT NULL,
	"billing_name" text NOT NULL,
	"billing_email" text NOT NULL,
	"po_number" text,
	"agreement_version" text NOT NULL,
	"dpa_version" text NOT NULL,
	"signer_name" text NOT NULL,
	"signer_user_id" text,
	"signer_email" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_orders" ADD CONSTRAINT "billing_orders_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_orders" ADD CONSTRAINT "billing_orders_signer_user_id_user_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_orders_workspace_idx" ON "billing_orders" USING btree ("workspace_id");