CREATE TABLE "audit_chain_heads" (
	"chain_id" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	"purged_seq" bigint DEFAULT 0 NOT NULL,
	"purged_hash" text DEFAULT '0000000000000000000000000000000000000000000000000000000000000000' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chain_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"workspace_id" uuid,
	"at" timestamp with time zone NOT NULL,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "lead_retention_days" integer;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "lead_retention_ran_on" date;--> statement-breakpoint
ALTER TABLE "calculator_usage_days" ADD COLUMN "deleted_leads" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_entries_chain_seq_idx" ON "audit_entries" USING btree ("chain_id","seq");--> statement-breakpoint
CREATE INDEX "audit_entries_workspace_at_idx" ON "audit_entries" USING btree ("workspace_id","at");--> statement-breakpoint
CREATE FUNCTION "audit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND OLD."at" < now() - interval '7 years' THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'audit_entries is append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_append_only" BEFORE UPDATE OR DELETE ON "audit_entries" FOR EACH ROW EXECUTE FUNCTION "audit_entries_append_only"();
