-- What the tourist reads of an event where it is not the desk's text (src/server/db/schema/request-events.ts).
ALTER TABLE "request_events" ADD COLUMN "tourist_text" text;
--> statement-breakpoint
-- The system's own accounts written before this: the tourist reads the status alone, or their own reason for
-- declining. The table is append-only; its guard steps aside for this one backfill.
ALTER TABLE "request_events" DISABLE TRIGGER "request_events_append_only";
--> statement-breakpoint
UPDATE "request_events" SET "tourist_text" = ''
WHERE "kind" = 'status'
  AND "text" ~ '^(Quote [0-9]+ accepted online\.|Quote [0-9]+ declined online\.|Quote [0-9]+ sent\.|The trip has ended\.)$';
--> statement-breakpoint
UPDATE "request_events" SET "tourist_text" = substring("text" from '^Quote [0-9]+ declined online: (.*)$')
WHERE "kind" = 'status' AND "text" ~ '^Quote [0-9]+ declined online: ';
--> statement-breakpoint
ALTER TABLE "request_events" ENABLE TRIGGER "request_events_append_only";
