CREATE TABLE "destination_documents" (
	"destination_id" integer PRIMARY KEY NOT NULL,
	"rev" integer DEFAULT 0 NOT NULL,
	"body" text,
	"shape" text
);
--> statement-breakpoint
CREATE TABLE "trip_documents" (
	"trip_id" integer PRIMARY KEY NOT NULL,
	"rev" integer DEFAULT 0 NOT NULL,
	"body" text,
	"shape" text
);
--> statement-breakpoint
ALTER TABLE "destination_documents" ADD CONSTRAINT "destination_documents_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_documents" ADD CONSTRAINT "trip_documents_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A stored body is forgotten (body null, rev + 1) in the same transaction as any change to what it shows: the
-- item's own row, its relations, the destinations a trip names, and the lookups whose names it carries. A
-- reader that built a body from older rows stores it only while rev is unchanged, so it never wins a race.
CREATE FUNCTION "trip_documents_follow_trip"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "trip_documents" ("trip_id") VALUES (NEW."id");
  ELSE
    UPDATE "trip_documents" SET "body" = NULL, "rev" = "rev" + 1 WHERE "trip_id" = NEW."id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "trip_documents_trip_added" AFTER INSERT ON "trips"
  FOR EACH ROW EXECUTE FUNCTION "trip_documents_follow_trip"();--> statement-breakpoint
CREATE TRIGGER "trip_documents_trip_changed" AFTER UPDATE ON "trips"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "trip_documents_follow_trip"();--> statement-breakpoint
CREATE FUNCTION "trip_documents_follow_relation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "trip_documents" SET "body" = NULL, "rev" = "rev" + 1 WHERE "trip_id" = OLD."trip_id";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."trip_id" IS DISTINCT FROM OLD."trip_id") THEN
    UPDATE "trip_documents" SET "body" = NULL, "rev" = "rev" + 1 WHERE "trip_id" = NEW."trip_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "trip_documents_destinations" AFTER INSERT OR UPDATE OR DELETE ON "trip_destinations"
  FOR EACH ROW EXECUTE FUNCTION "trip_documents_follow_relation"();--> statement-breakpoint
CREATE TRIGGER "trip_documents_categories" AFTER INSERT OR UPDATE OR DELETE ON "trip_categories"
  FOR EACH ROW EXECUTE FUNCTION "trip_documents_follow_relation"();--> statement-breakpoint
CREATE TRIGGER "trip_documents_points" AFTER INSERT OR UPDATE OR DELETE ON "trip_points"
  FOR EACH ROW EXECUTE FUNCTION "trip_documents_follow_relation"();--> statement-breakpoint
CREATE TRIGGER "trip_documents_addons" AFTER INSERT OR UPDATE OR DELETE ON "trip_addons"
  FOR EACH ROW EXECUTE FUNCTION "trip_documents_follow_relation"();--> statement-breakpoint
CREATE TRIGGER "trip_documents_not_addons" AFTER INSERT OR UPDATE OR DELETE ON "trip_not_addons"
  FOR EACH ROW EXECUTE FUNCTION "trip_documents_follow_relation"();--> statement-breakpoint
CREATE TRIGGER "trip_documents_budgets" AFTER INSERT OR UPDATE OR DELETE ON "budgets"
  FOR EACH ROW EXECUTE FUNCTION "trip_documents_follow_relation"();--> statement-breakpoint
-- A destination's own row shows in its body and, by name, place and state, in every trip that visits it.
CREATE FUNCTION "catalogue_documents_follow_destination"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "destination_documents" ("destination_id") VALUES (NEW."id");
    RETURN NULL;
  END IF;
  UPDATE "destination_documents" SET "body" = NULL, "rev" = "rev" + 1 WHERE "destination_id" = NEW."id";
  IF OLD."name" IS DISTINCT FROM NEW."name" OR OLD."uuid" IS DISTINCT FROM NEW."uuid"
    OR OLD."is_published" IS DISTINCT FROM NEW."is_published" OR OLD."location_id" IS DISTINCT FROM NEW."location_id" THEN
    UPDATE "trip_documents" SET "body" = NULL, "rev" = "rev" + 1
    WHERE "trip_id" IN (SELECT "trip_id" FROM "trip_destinations" WHERE "destination_id" = NEW."id");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "catalogue_documents_destination_added" AFTER INSERT ON "destinations"
  FOR EACH ROW EXECUTE FUNCTION "catalogue_documents_follow_destination"();--> statement-breakpoint
CREATE TRIGGER "catalogue_documents_destination_changed" AFTER UPDATE ON "destinations"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "catalogue_documents_follow_destination"();--> statement-breakpoint
CREATE FUNCTION "destination_documents_follow_relation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "destination_documents" SET "body" = NULL, "rev" = "rev" + 1 WHERE "destination_id" = OLD."destination_id";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."destination_id" IS DISTINCT FROM OLD."destination_id") THEN
    UPDATE "destination_documents" SET "body" = NULL, "rev" = "rev" + 1 WHERE "destination_id" = NEW."destination_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "destination_documents_categories" AFTER INSERT OR UPDATE OR DELETE ON "destination_categories"
  FOR EACH ROW EXECUTE FUNCTION "destination_documents_follow_relation"();--> statement-breakpoint
CREATE TRIGGER "destination_documents_facts" AFTER INSERT OR UPDATE OR DELETE ON "destination_facts"
  FOR EACH ROW EXECUTE FUNCTION "destination_documents_follow_relation"();--> statement-breakpoint
CREATE TRIGGER "destination_documents_activities" AFTER INSERT OR UPDATE OR DELETE ON "destination_activities"
  FOR EACH ROW EXECUTE FUNCTION "destination_documents_follow_relation"();--> statement-breakpoint
-- Renaming a lookup (a location, region, trip type, category, season or service class) is rare: every body goes.
CREATE FUNCTION "catalogue_documents_forget_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "trip_documents" SET "body" = NULL, "rev" = "rev" + 1;
  UPDATE "destination_documents" SET "body" = NULL, "rev" = "rev" + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "catalogue_documents_locations" AFTER UPDATE ON "locations"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_documents_forget_all"();--> statement-breakpoint
CREATE TRIGGER "catalogue_documents_regions" AFTER UPDATE ON "regions"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_documents_forget_all"();--> statement-breakpoint
CREATE TRIGGER "catalogue_documents_trip_types" AFTER UPDATE ON "trip_types"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_documents_forget_all"();--> statement-breakpoint
CREATE TRIGGER "catalogue_documents_categories" AFTER UPDATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_documents_forget_all"();--> statement-breakpoint
CREATE TRIGGER "catalogue_documents_seasons" AFTER UPDATE ON "seasons"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_documents_forget_all"();--> statement-breakpoint
CREATE TRIGGER "catalogue_documents_service_classes" AFTER UPDATE ON "service_classes"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_documents_forget_all"();--> statement-breakpoint
INSERT INTO "trip_documents" ("trip_id") SELECT "id" FROM "trips";--> statement-breakpoint
INSERT INTO "destination_documents" ("destination_id") SELECT "id" FROM "destinations";
