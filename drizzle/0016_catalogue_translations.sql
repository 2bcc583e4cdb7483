CREATE TABLE "catalogue_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"locale" text NOT NULL,
	"field" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"text" text NOT NULL,
	"source_hash" text NOT NULL,
	"staff_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_translations_field" UNIQUE("item_kind","item_id","locale","field","position"),
	CONSTRAINT "catalogue_translations_kind" CHECK ("catalogue_translations"."item_kind" in ('trip', 'destination', 'category')),
	CONSTRAINT "catalogue_translations_locale" CHECK ("catalogue_translations"."locale" in ('it', 'de', 'fr'))
);
--> statement-breakpoint
ALTER TABLE "catalogue_translations" ADD CONSTRAINT "catalogue_translations_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;