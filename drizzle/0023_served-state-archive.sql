CREATE TABLE "archive_blobs" (
	"hash" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"encoding" text NOT NULL,
	"body" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archived_state_files" (
	"state_id" uuid NOT NULL,
	"path" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "archived_state_files_state_id_path_pk" PRIMARY KEY("state_id","path")
);
--> statement-breakpoint
CREATE TABLE "archived_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"calculator_id" uuid NOT NULL,
	"public_id" text NOT NULL,
	"calculator_name" text NOT NULL,
	"state_key" text NOT NULL,
	"kind" text NOT NULL,
	"revision_id" uuid,
	"revision_number" integer,
	"page_hash" text NOT NULL,
	"disclosure" text NOT NULL,
	"consent" text NOT NULL,
	"rates" jsonb NOT NULL,
	"engine_version" text NOT NULL,
	"approved_by_email" text,
	"approved_at" timestamp with time zone,
	"began_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "archive_state_id" uuid;--> statement-breakpoint
ALTER TABLE "archived_state_files" ADD CONSTRAINT "archived_state_files_state_id_archived_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."archived_states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archived_state_files" ADD CONSTRAINT "archived_state_files_hash_archive_blobs_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."archive_blobs"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archived_states" ADD CONSTRAINT "archived_states_page_hash_archive_blobs_hash_fk" FOREIGN KEY ("page_hash") REFERENCES "public"."archive_blobs"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "archived_states_calculator_key_idx" ON "archived_states" USING btree ("calculator_id","state_key","began_at");--> statement-breakpoint
CREATE INDEX "archived_states_workspace_began_idx" ON "archived_states" USING btree ("workspace_id","began_at");--> statement-breakpoint
CREATE INDEX "archived_states_calculator_began_idx" ON "archived_states" USING btree ("calculator_id","began_at");--> statement-breakpoint
CREATE FUNCTION "archived_states_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD."ended_at" IS NULL AND NEW."ended_at" IS NOT NULL
		AND (to_jsonb(NEW) - 'ended_at') = (to_jsonb(OLD) - 'ended_at') THEN
		RETURN NEW;
	END IF;
	IF TG_OP = 'DELETE' AND OLD."ended_at" IS NOT NULL AND OLD."ended_at" < now() - interval '2 years' THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'archived_states is immutable (a state ends once; none is deleted within two years of its end)';
END $$;--> statement-breakpoint
CREATE TRIGGER "archived_states_immutable" BEFORE UPDATE OR DELETE ON "archived_states" FOR EACH ROW EXECUTE FUNCTION "archived_states_immutable"();--> statement-breakpoint
CREATE FUNCTION "archived_state_files_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND EXISTS (SELECT 1 FROM "archived_states" s WHERE s."id" = OLD."state_id"
		AND s."ended_at" IS NOT NULL AND s."ended_at" < now() - interval '2 years') THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'archived_state_files is immutable';
END $$;--> statement-breakpoint
CREATE TRIGGER "archived_state_files_immutable" BEFORE UPDATE OR DELETE ON "archived_state_files" FOR EACH ROW EXECUTE FUNCTION "archived_state_files_immutable"();--> statement-breakpoint
CREATE FUNCTION "archive_blobs_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'archive_blobs is immutable';
END $$;--> statement-breakpoint
CREATE TRIGGER "archive_blobs_immutable" BEFORE UPDATE ON "archive_blobs" FOR EACH ROW EXECUTE FUNCTION "archive_blobs_immutable"();
