CREATE TABLE "workspace_mail_domains" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"nonce" uuid DEFAULT gen_random_uuid() NOT NULL,
	"dkim_selector" text NOT NULL,
	"dkim_public_key" text NOT NULL,
	"dkim_private_key" text NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workspace_mail_domains" ADD CONSTRAINT "workspace_mail_domains_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;