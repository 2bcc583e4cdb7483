CREATE TABLE "request_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"staff_id" integer,
	"from_status" text,
	"to_status" text,
	"text" text DEFAULT '' NOT NULL,
	"visible_to_tourist" boolean NOT NULL,
	"mail_id" integer
);
--> statement-breakpoint
CREATE TABLE "request_tracking_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_tracking_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"country_id" integer,
	"item_name" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"guests" integer NOT NULL,
	"total_price" numeric(12, 2),
	"quoted_price" numeric(12, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "requests_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_tracking_keys" ADD CONSTRAINT "request_tracking_keys_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_events_request_idx" ON "request_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "request_tracking_keys_request_idx" ON "request_tracking_keys" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "requests_received_idx" ON "requests" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "requests_status_received_idx" ON "requests" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "requests_type_received_idx" ON "requests" USING btree ("type","received_at");--> statement-breakpoint
CREATE INDEX "requests_start_date_idx" ON "requests" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "requests_user_idx" ON "requests" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_request_idx" ON "bookings" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_request_idx" ON "mail_outbox" USING btree ("request_id");--> statement-breakpoint
-- Every booking sent so far becomes a request of the desk, one per reference (a whole cart is one).
-- It has no tracking key: those tourists follow it in their dashboard.
INSERT INTO "requests" ("reference", "type", "status", "user_id", "first_name", "last_name", "email", "phone",
  "country_id", "item_name", "start_date", "end_date", "guests", "total_price", "currency",
  "received_at", "updated_at")
SELECT b."reference",
  CASE WHEN bool_or(b."item_type" = 'trip') THEN 'trip_booking' ELSE 'destination_booking' END,
  CASE (array_agg(b."status" ORDER BY b."request_line"))[1] WHEN 'pending' THEN 'new' ELSE (array_agg(b."status" ORDER BY b."request_line"))[1] END,
  (array_agg(b."user_id" ORDER BY b."request_line"))[1],
  (array_agg(b."first_name" ORDER BY b."request_line"))[1],
  (array_agg(b."last_name" ORDER BY b."request_line"))[1],
  (array_agg(b."email" ORDER BY b."request_line"))[1],
  (array_agg(b."phone" ORDER BY b."request_line"))[1],
  (array_agg(b."country_id" ORDER BY b."request_line"))[1],
  (array_agg(coalesce(tr."name", d."name", '') ORDER BY b."request_line"))[1]
    || CASE WHEN count(*) > 1 THEN ' + ' || (count(*) - 1) || ' more' ELSE '' END,
  min(b."start_date"), max(coalesce(b."end_date", b."start_date")), max(b."guest_count"),
  sum(b."total_price"), 'USD',
  min(b."created_at"), min(b."created_at")
FROM "bookings" b
LEFT JOIN "trips" tr ON tr."id" = b."trip_id"
LEFT JOIN "destinations" d ON d."id" = b."destination_id"
GROUP BY b."reference";
--> statement-breakpoint
UPDATE "bookings" b SET "request_id" = r."id" FROM "requests" r WHERE r."reference" = b."reference";
--> statement-breakpoint
-- Every contact inquiry sent so far becomes a request too, under a fresh reference.
DO $$
DECLARE
  i record;
  rid integer;
BEGIN
  FOR i IN SELECT * FROM "inquiries" WHERE "request_id" IS NULL ORDER BY "id" LOOP
    INSERT INTO "requests" ("reference", "type", "status", "user_id", "first_name", "last_name", "email", "phone",
      "country_id", "item_name", "start_date", "end_date", "guests", "received_at", "updated_at")
    VALUES (
      'TZ-' || (SELECT string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 1 + floor(random() * 32)::int, 1), '')
                FROM generate_series(1, 6)),
      'inquiry', 'new', i."user_id", i."first_name", i."last_name", i."email", i."phone", i."country_id",
      coalesce(
        (SELECT string_agg(d."name", ', ' ORDER BY d."name") FROM "inquiry_destinations" x
           JOIN "destinations" d ON d."id" = x."destination_id" WHERE x."inquiry_id" = i."id"),
        (SELECT string_agg(l."name", ', ' ORDER BY l."name") FROM "inquiry_locations" x
           JOIN "locations" l ON l."id" = x."location_id" WHERE x."inquiry_id" = i."id"),
        'Trip inquiry'),
      i."start_date", i."end_date", i."guests",
      i."created_at", i."created_at")
    RETURNING "id" INTO rid;
    UPDATE "inquiries" SET "request_id" = rid WHERE "id" = i."id";
  END LOOP;
END $$;
--> statement-breakpoint
-- The audit log and a request's timeline are history: rows are added, never changed or removed.
CREATE FUNCTION "refuse_history_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END $$;
--> statement-breakpoint
CREATE TRIGGER "staff_audit_append_only" BEFORE UPDATE OR DELETE ON "staff_audit"
  FOR EACH ROW EXECUTE FUNCTION "refuse_history_change"();
--> statement-breakpoint
CREATE TRIGGER "request_events_append_only" BEFORE UPDATE OR DELETE ON "request_events"
  FOR EACH ROW EXECUTE FUNCTION "refuse_history_change"();
