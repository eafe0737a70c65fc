CREATE TABLE "audit_anchors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chain_id" text NOT NULL,
	"day" date NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	"anchored_at" timestamp with time zone NOT NULL,
	"key_id" text NOT NULL,
	"signature" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_anchors_chain_day_idx" ON "audit_anchors" USING btree ("chain_id","day");--> statement-breakpoint
-- Hand-written: anchors are evidence like the entries they sign, never changed or deleted (issue 43 §5).
CREATE FUNCTION "audit_anchors_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_anchors is append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_anchors_append_only" BEFORE UPDATE OR DELETE ON "audit_anchors" FOR EACH ROW EXECUTE FUNCTION "audit_anchors_append_only"();
