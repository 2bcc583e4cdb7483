ALTER TABLE "requests" ADD COLUMN "exchange_rate" numeric(18, 6) DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "rate_at" timestamp with time zone;