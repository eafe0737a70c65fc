ALTER TABLE "leads" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_idempotency_idx" ON "leads" USING btree ("calculator_id","idempotency_key");