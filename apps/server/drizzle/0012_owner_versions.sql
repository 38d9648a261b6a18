CREATE TABLE "owner_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Decision 0720: every write to an owner's rows, from any instance, worker or script, moves the
-- owner's version in the same transaction. The trigger is deferred to the commit, so the
-- version row is locked last and for the shortest time. Versions come from one sequence and are
-- never reused, even after the table is emptied.
CREATE SEQUENCE "owner_version_seq";
--> statement-breakpoint
CREATE FUNCTION "bump_owner_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner uuid;
BEGIN
  FOR owner IN
    SELECT DISTINCT candidate FROM (VALUES
      (CASE WHEN TG_OP <> 'INSERT' THEN (to_jsonb(OLD) ->> TG_ARGV[0])::uuid END),
      (CASE WHEN TG_OP <> 'DELETE' THEN (to_jsonb(NEW) ->> TG_ARGV[0])::uuid END)
    ) AS owners(candidate) WHERE candidate IS NOT NULL
  LOOP
    INSERT INTO "owner_versions" ("user_id", "version") VALUES (owner, nextval('owner_version_seq'))
    ON CONFLICT ("user_id") DO UPDATE SET "version" = excluded."version";
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_owner_version" AFTER INSERT OR UPDATE OR DELETE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_owner_version"('id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "applications_owner_version" AFTER INSERT OR UPDATE OR DELETE ON "applications" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_owner_version"('user_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "income_entries_owner_version" AFTER INSERT OR UPDATE OR DELETE ON "income_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_owner_version"('user_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "documents_owner_version" AFTER INSERT OR UPDATE OR DELETE ON "documents" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_owner_version"('user_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "expenses_owner_version" AFTER INSERT OR UPDATE OR DELETE ON "expenses" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_owner_version"('user_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bank_items_owner_version" AFTER INSERT OR UPDATE OR DELETE ON "bank_items" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_owner_version"('user_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bank_transactions_owner_version" AFTER INSERT OR UPDATE OR DELETE ON "bank_transactions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_owner_version"('user_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bank_analyses_owner_version" AFTER INSERT OR UPDATE OR DELETE ON "bank_analyses" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_owner_version"('user_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "chat_messages_owner_version" AFTER INSERT OR UPDATE OR DELETE ON "chat_messages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_owner_version"('user_id');
