CREATE TABLE "sso_account_links" (
	"workspace_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_account_links_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "sso_account_links" ADD CONSTRAINT "sso_account_links_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_account_links" ADD CONSTRAINT "sso_account_links_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: accounts already signed in through a workspace's current provider keep signing in through it
-- (they were its own) if they are members of that workspace; a platform admin's is not carried over (issue 43 §2:
-- SSO never signs in an admin), nor a link to someone outside the workspace (a provider's pre-hijack, decision 0072).
INSERT INTO "sso_account_links" ("workspace_id", "user_id", "via")
SELECT DISTINCT ws."workspace_id", a."user_id", 'created'
FROM "account" a
JOIN "workspace_sso" ws ON ws."provider_id" = a."provider_id"
JOIN "workspace_members" m ON m."workspace_id" = ws."workspace_id" AND m."user_id" = a."user_id"
LEFT JOIN "profiles" p ON p."user_id" = a."user_id"
WHERE p."role" IS DISTINCT FROM 'admin'
ON CONFLICT DO NOTHING;
