ALTER TABLE "mail_outbox" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_recent_idx" ON "mail_outbox" USING btree (lower("to_address"),"created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_client_recent_idx" ON "mail_outbox" USING btree ("client_address","created_at");