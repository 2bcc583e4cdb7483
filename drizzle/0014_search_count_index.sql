DROP INDEX "requests_received_idx";--> statement-breakpoint
CREATE INDEX "requests_received_idx" ON "requests" USING btree ("received_at","id","status","search_text");