ALTER TABLE "applications" ADD COLUMN "household" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "home_address" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "home_costs" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "resources" jsonb;--> statement-breakpoint
ALTER TABLE "income_entries" ADD COLUMN "member_id" text;