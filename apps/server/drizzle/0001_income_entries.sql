CREATE TABLE "income_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"category_id" integer NOT NULL,
	"source" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"frequency" text NOT NULL,
	"is_w2_income" boolean DEFAULT false NOT NULL,
	"dont_know_amount" boolean DEFAULT false NOT NULL,
	"comment" text,
	"confidence" double precision,
	"hours_per_week" numeric(6, 2),
	"verification" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "has_business_expenses" boolean;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "furthest_step" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "income_entries" ADD CONSTRAINT "income_entries_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_entries" ADD CONSTRAINT "income_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "income_entries_application_id_idx" ON "income_entries" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "income_entries_user_id_idx" ON "income_entries" USING btree ("user_id");