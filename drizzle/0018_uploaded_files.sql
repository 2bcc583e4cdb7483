CREATE TABLE "uploaded_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Pictures and scans are compressed already: keep them out of line without trying to compress them again.
ALTER TABLE "uploaded_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
