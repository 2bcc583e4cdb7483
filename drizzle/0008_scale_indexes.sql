CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "request_counts" (
	"type" text NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "request_counts_type_status_pk" PRIMARY KEY("type","status")
);
--> statement-breakpoint
DROP INDEX "requests_received_idx";--> statement-breakpoint
DROP INDEX "requests_status_received_idx";--> statement-breakpoint
DROP INDEX "requests_type_received_idx";--> statement-breakpoint
DROP INDEX "requests_start_date_idx";--> statement-breakpoint
CREATE INDEX "destination_activities_destination_idx" ON "destination_activities" USING btree ("destination_id","position");--> statement-breakpoint
CREATE INDEX "destination_facts_destination_idx" ON "destination_facts" USING btree ("destination_id","position");--> statement-breakpoint
CREATE INDEX "destinations_public_order_idx" ON "destinations" USING btree ("sort_order","id") WHERE "destinations"."is_published";--> statement-breakpoint
CREATE INDEX "trips_public_order_idx" ON "trips" USING btree ("sort_order","id") WHERE "trips"."is_published";--> statement-breakpoint
CREATE INDEX "ratings_trip_visible_idx" ON "ratings" USING btree ("trip_id","rating") WHERE "ratings"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "ratings_destination_visible_idx" ON "ratings" USING btree ("destination_id","rating") WHERE "ratings"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "inquiries_request_idx" ON "inquiries" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "requests_start_date_desc_idx" ON "requests" USING btree ("start_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_reference_trgm_idx" ON "requests" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requests_name_trgm_idx" ON "requests" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requests_email_trgm_idx" ON "requests" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requests_phone_trgm_idx" ON "requests" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requests_phone_digits_trgm_idx" ON "requests" USING gin (regexp_replace("phone", '[^0-9]', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requests_received_idx" ON "requests" USING btree ("received_at","id");--> statement-breakpoint
CREATE INDEX "requests_status_received_idx" ON "requests" USING btree ("status","received_at","id");--> statement-breakpoint
CREATE INDEX "requests_type_received_idx" ON "requests" USING btree ("type","received_at","id");--> statement-breakpoint
CREATE INDEX "requests_start_date_idx" ON "requests" USING btree ("start_date","id");--> statement-breakpoint
-- request_counts follows every insert, delete and change of type or status of a request, in the same
-- transaction, so the inbox's tabs and the overview never count the whole table.
CREATE FUNCTION "count_requests"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "request_counts" SET "n" = "n" - 1 WHERE "type" = OLD."type" AND "status" = OLD."status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "request_counts" ("type", "status", "n") VALUES (NEW."type", NEW."status", 1)
    ON CONFLICT ("type", "status") DO UPDATE SET "n" = "request_counts"."n" + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "requests_counted" AFTER INSERT OR DELETE ON "requests"
  FOR EACH ROW EXECUTE FUNCTION "count_requests"();--> statement-breakpoint
CREATE TRIGGER "requests_recounted" AFTER UPDATE OF "type", "status" ON "requests"
  FOR EACH ROW WHEN (OLD."type" IS DISTINCT FROM NEW."type" OR OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "count_requests"();--> statement-breakpoint
INSERT INTO "request_counts" ("type", "status", "n")
  SELECT "type", "status", count(*)::int FROM "requests" GROUP BY "type", "status";
