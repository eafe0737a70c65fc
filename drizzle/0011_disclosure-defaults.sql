CREATE TABLE "disclosure_defaults" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"set" text NOT NULL,
	"lang" text NOT NULL,
	"text" text NOT NULL,
	"author_id" text,
	"author_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "disclosure_defaults" ADD CONSTRAINT "disclosure_defaults_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disclosure_defaults_key_idx" ON "disclosure_defaults" USING btree ("kind","set","lang","created_at");