CREATE TABLE "web_vitals" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"page" text NOT NULL,
	"metric" text NOT NULL,
	"connection" text NOT NULL,
	"value" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'applicant' NOT NULL;--> statement-breakpoint
CREATE INDEX "web_vitals_day_idx" ON "web_vitals" USING btree ("day");