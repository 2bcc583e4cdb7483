ALTER TABLE "bookings" DROP CONSTRAINT "bookings_reference_unique";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "service_class_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "request_line" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_service_class_id_service_classes_id_fk" FOREIGN KEY ("service_class_id") REFERENCES "public"."service_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_line" ON "bookings" USING btree ("reference","request_line");