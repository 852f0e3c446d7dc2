-- The jobs search (issue 15): every search word must appear in a job's title, its customer's name or one of its
-- equipment names (or begin its id). "Job"."search" holds those texts one per line, so one trigram index answers
-- a '%word%' match for all of them (a search word never holds whitespace, so it never spans two lines).
-- The triggers below keep the column right whatever writes the rows, and nothing else writes it.
-- No statement or comment here may hold a semicolon other than at its end: the PostgreSQL driver adapter applies a
-- migration split at every semicolon. So the PL/pgSQL bodies are E'' strings with \073 for each of theirs.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "search" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "Job_search_idx" ON "Job" USING GIN ("search" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Job_id_idx" ON "Job" USING GIN ("id" gin_trgm_ops);

-- The searched texts of one job: title, customer name, equipment names (by name), one per line.
CREATE FUNCTION job_search_text(job_id TEXT, job_title TEXT, job_customer_id TEXT) RETURNS TEXT
LANGUAGE sql STABLE AS $$
  SELECT concat_ws(E'\n',
    job_title,
    (SELECT c."name" FROM "Customer" c WHERE c."id" = job_customer_id),
    (SELECT string_agg(e."name", E'\n' ORDER BY e."name")
       FROM "JobEquipment" je JOIN "Equipment" e ON e."id" = je."equipmentId"
      WHERE je."jobId" = job_id))
$$;

-- A job's own write sets its search text, and any write of "search" (the other triggers write '') recomputes it.
CREATE FUNCTION job_search_set() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN NEW."search" := job_search_text(NEW."id", NEW."title", NEW."customerId")\073 RETURN NEW\073 END';
CREATE TRIGGER job_search_set BEFORE INSERT OR UPDATE OF "title", "customerId", "search" ON "Job"
  FOR EACH ROW EXECUTE FUNCTION job_search_set();

-- A customer renamed: its jobs' search texts follow.
CREATE FUNCTION job_search_customer_renamed() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN UPDATE "Job" SET "search" = \'\' WHERE "customerId" = NEW."id"\073 RETURN NULL\073 END';
CREATE TRIGGER job_search_customer_renamed AFTER UPDATE OF "name" ON "Customer"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION job_search_customer_renamed();

-- Equipment renamed: the jobs it is on follow.
CREATE FUNCTION job_search_equipment_renamed() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN UPDATE "Job" SET "search" = \'\' WHERE "id" IN (SELECT je."jobId" FROM "JobEquipment" je WHERE je."equipmentId" = NEW."id")\073 RETURN NULL\073 END';
CREATE TRIGGER job_search_equipment_renamed AFTER UPDATE OF "name" ON "Equipment"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION job_search_equipment_renamed();

-- Equipment added to or taken off a job (deleted equipment too, through the cascade).
CREATE FUNCTION job_search_equipment_linked() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN UPDATE "Job" SET "search" = \'\' WHERE "id" = (CASE WHEN TG_OP = \'DELETE\' THEN OLD."jobId" ELSE NEW."jobId" END)\073 RETURN NULL\073 END';
CREATE TRIGGER job_search_equipment_linked AFTER INSERT OR DELETE ON "JobEquipment"
  FOR EACH ROW EXECUTE FUNCTION job_search_equipment_linked();

-- The jobs there are already.
UPDATE "Job" SET "search" = '';
