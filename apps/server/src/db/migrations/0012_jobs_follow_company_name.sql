-- A job's search text holds its company's name: keep it the company's current name.
CREATE FUNCTION "jobs_follow_company_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "jobs" SET "company_name" = NEW."name"
  WHERE "company_id" = NEW."id" AND "company_name" IS DISTINCT FROM NEW."name";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "companies_rename_jobs" AFTER UPDATE OF "name" ON "companies" FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "jobs_follow_company_name"();
--> statement-breakpoint
UPDATE "jobs" j SET "company_name" = c."name" FROM "companies" c
WHERE c."id" = j."company_id" AND j."company_name" IS DISTINCT FROM c."name";
