CREATE TABLE "bank_analyses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"income_entry_id" integer NOT NULL,
	"transaction_ids" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"confidence" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"handle_hash" text NOT NULL,
	"provider" text NOT NULL,
	"encrypted_access_token" text NOT NULL,
	"provider_item_id" text,
	"institution_name" text NOT NULL,
	"accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_items_handle_hash_unique" UNIQUE("handle_hash")
);
--> statement-breakpoint
CREATE TABLE "bank_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"bank_item_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" integer,
	"message" text NOT NULL,
	"is_ai_response" boolean NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_analyses" ADD CONSTRAINT "bank_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_analyses" ADD CONSTRAINT "bank_analyses_income_entry_id_income_entries_id_fk" FOREIGN KEY ("income_entry_id") REFERENCES "public"."income_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_items" ADD CONSTRAINT "bank_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_bank_item_id_bank_items_id_fk" FOREIGN KEY ("bank_item_id") REFERENCES "public"."bank_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_analyses_user_id_idx" ON "bank_analyses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bank_analyses_income_entry_idx" ON "bank_analyses" USING btree ("income_entry_id");--> statement-breakpoint
CREATE INDEX "bank_items_user_id_idx" ON "bank_items" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transactions_user_txn_idx" ON "bank_transactions" USING btree ("user_id","transaction_id");--> statement-breakpoint
CREATE INDEX "bank_transactions_item_idx" ON "bank_transactions" USING btree ("bank_item_id");--> statement-breakpoint
CREATE INDEX "chat_messages_user_id_idx" ON "chat_messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_application_id_idx" ON "chat_messages" USING btree ("application_id");