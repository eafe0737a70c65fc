-- Workspaces that exist keep the e-mails they have (off); workspaces made from now on get link-only e-mails (decision 0080).
ALTER TABLE "workspaces" ADD COLUMN "lead_mail_link_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ALTER COLUMN "lead_mail_link_only" SET DEFAULT true;
