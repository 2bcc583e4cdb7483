CREATE TABLE "request_daily_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
-- request_daily_counts follows every insert, delete and change of received_at of a request, in the same
-- transaction, on the agency's calendar (AGENCY_TIME_ZONE in src/domain/dates/calendar-date.ts).
CREATE FUNCTION "count_requests_per_day"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "request_daily_counts" SET "n" = "n" - 1
      WHERE "day" = (OLD."received_at" AT TIME ZONE 'Africa/Dar_es_Salaam')::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "request_daily_counts" ("day", "n")
      VALUES ((NEW."received_at" AT TIME ZONE 'Africa/Dar_es_Salaam')::date, 1)
      ON CONFLICT ("day") DO UPDATE SET "n" = "request_daily_counts"."n" + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "requests_counted_per_day" AFTER INSERT OR DELETE ON "requests"
  FOR EACH ROW EXECUTE FUNCTION "count_requests_per_day"();--> statement-breakpoint
CREATE TRIGGER "requests_recounted_per_day" AFTER UPDATE OF "received_at" ON "requests"
  FOR EACH ROW WHEN (OLD."received_at" IS DISTINCT FROM NEW."received_at")
  EXECUTE FUNCTION "count_requests_per_day"();--> statement-breakpoint
INSERT INTO "request_daily_counts" ("day", "n")
  SELECT ("received_at" AT TIME ZONE 'Africa/Dar_es_Salaam')::date, count(*)::int FROM "requests" GROUP BY 1;
