DROP INDEX "requests_reference_trgm_idx";--> statement-breakpoint
DROP INDEX "requests_name_trgm_idx";--> statement-breakpoint
DROP INDEX "requests_email_trgm_idx";--> statement-breakpoint
DROP INDEX "requests_phone_trgm_idx";--> statement-breakpoint
DROP INDEX "requests_start_date_idx";--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name) || chr(1) || lower(email) || chr(1) || lower(phone)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "requests_reference_prefix_idx" ON "requests" USING btree ("reference" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "requests_search_trgm_idx" ON "requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requests_start_date_idx" ON "requests" USING btree ("start_date","id","status");