-- Decision 0075: a domain is proved by a DNS TXT record; the e-mailed link proved only a mailbox. Connections
-- proved that way wait for their DNS record (or an admin) again, and cannot require single sign-on meanwhile.
UPDATE "sso_provider" SET "domain_verified" = false WHERE "provider_id" IN (SELECT "provider_id" FROM "workspace_sso" WHERE "verified_by" = 'email');--> statement-breakpoint
UPDATE "workspace_sso" SET "verified_by" = NULL, "verified_at" = NULL, "required" = false WHERE "verified_by" = 'email';--> statement-breakpoint
DELETE FROM "verification" WHERE "identifier" LIKE 'sso-domain-proof:%';--> statement-breakpoint
DELETE FROM "outbox" WHERE "kind" = 'sso-domain-proof' AND "status" IN ('pending', 'sending');--> statement-breakpoint
ALTER TABLE "workspace_sso" DROP COLUMN "proof_sent_to";
