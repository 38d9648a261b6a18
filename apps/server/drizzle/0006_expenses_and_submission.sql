CREATE TABLE "expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" integer NOT NULL,
	"income_entry_id" integer NOT NULL,
	"expense_type" text NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"frequency" text NOT NULL,
	"notes" text,
	"has_receipt" boolean DEFAULT false NOT NULL,
	"is_mileage_expense" boolean DEFAULT false NOT NULL,
	"miles_per_week" numeric(8, 2),
	"mileage_type" text,
	"mileage_rate" numeric(6, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "confirmation_number" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "attestations" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "acknowledged_issues" boolean;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "risk_at_submission" jsonb;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_income_entry_id_income_entries_id_fk" FOREIGN KEY ("income_entry_id") REFERENCES "public"."income_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_application_id_idx" ON "expenses" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "expenses_user_id_idx" ON "expenses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "expenses_income_entry_id_idx" ON "expenses" USING btree ("income_entry_id");