CREATE TABLE "specialty_calculator_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"calculator_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"created_by" text,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "specialty_calculator_versions_number_check" CHECK ("specialty_calculator_versions"."number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "specialty_calculators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"workspace_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "specialty_calculator_versions" ADD CONSTRAINT "specialty_calculator_versions_calculator_id_specialty_calculators_id_fk" FOREIGN KEY ("calculator_id") REFERENCES "public"."specialty_calculators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialty_calculator_versions" ADD CONSTRAINT "specialty_calculator_versions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialty_calculators" ADD CONSTRAINT "specialty_calculators_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialty_calculators" ADD CONSTRAINT "specialty_calculators_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "specialty_calculator_versions_number_idx" ON "specialty_calculator_versions" USING btree ("calculator_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "specialty_calculators_slug_idx" ON "specialty_calculators" USING btree ("slug");--> statement-breakpoint
-- A published version never changes (issue 37): the database refuses it even if a query forgets.
CREATE FUNCTION "specialty_version_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD."published_at" IS NOT NULL THEN
		RAISE EXCEPTION 'specialty calculator version % is published and cannot change', OLD."id";
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "specialty_calculator_versions_immutable" BEFORE UPDATE ON "specialty_calculator_versions" FOR EACH ROW EXECUTE FUNCTION "specialty_version_immutable"();
