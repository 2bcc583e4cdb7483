CREATE TABLE "traveller_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"arrival_flight" text,
	"arrival_at" text,
	"emergency_name" text,
	"emergency_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erased_at" timestamp with time zone,
	CONSTRAINT "traveller_details_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
CREATE TABLE "travellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"position" integer NOT NULL,
	"full_name" text NOT NULL,
	"nationality_id" integer NOT NULL,
	"date_of_birth" date,
	"passport_number_sealed" text,
	"passport_expiry" date,
	"dietary" text,
	"medical" text
);
--> statement-breakpoint
ALTER TABLE "traveller_details" ADD CONSTRAINT "traveller_details_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travellers" ADD CONSTRAINT "travellers_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travellers" ADD CONSTRAINT "travellers_nationality_id_countries_id_fk" FOREIGN KEY ("nationality_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "travellers_request_position_idx" ON "travellers" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "travellers_nationality_idx" ON "travellers" USING btree ("nationality_id");