-- Job activity by organisation and Melbourne month, for the owner's analytics (which read it rather than a million
-- jobs). Statement-level triggers on "Job" keep it in the writing statement's transaction, whatever writes the jobs
-- (the domain's writes, the CSV import's SQL, cascades), each statement's rows aggregated at once (an import of
-- thousands of jobs is one upsert). A job counts in the month of its createdAt (jobsCreated) and in the month of its
-- updatedAt (jobsUpdated), so moving a job's update to a later month moves it there.
-- No statement or comment here may hold a semicolon other than at its end: the PostgreSQL driver adapter applies a
-- migration split at every semicolon. So the PL/pgSQL bodies are E'' strings with \073 for each of theirs.
-- CreateTable
CREATE TABLE "JobActivityMonth" (
    "orgId" TEXT NOT NULL,
    "month" DATE NOT NULL,
    "jobsCreated" INTEGER NOT NULL DEFAULT 0,
    "jobsUpdated" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "JobActivityMonth_pkey" PRIMARY KEY ("orgId","month")
);

-- CreateIndex
CREATE INDEX "JobActivityMonth_month_orgId_idx" ON "JobActivityMonth"("month", "orgId");

-- AddForeignKey
ALTER TABLE "JobActivityMonth" ADD CONSTRAINT "JobActivityMonth_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The Melbourne month (its first day) of a UTC timestamp as the tables hold them: the owner's business calendar
-- (BUSINESS_ZONE in api/src/domain/owner/owner-sql.ts).
CREATE FUNCTION job_activity_month_of(at TIMESTAMP) RETURNS DATE LANGUAGE sql IMMUTABLE AS $$
  SELECT date_trunc('month', (at AT TIME ZONE 'UTC') AT TIME ZONE 'Australia/Melbourne')::date
$$;

-- One function for the three triggers: inserted jobs add, deleted jobs take away (their organisation's rows exist, or
-- went with it in a cascade), updated jobs move their counts where a date changed month (the net of old and new rows).
CREATE FUNCTION job_activity_month_kept() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN
  IF TG_OP = \'INSERT\' THEN
    INSERT INTO "JobActivityMonth" AS a ("orgId", "month", "jobsCreated", "jobsUpdated")
    SELECT d."orgId", d.m, sum(d.c)::int, sum(d.u)::int FROM (
      SELECT n."orgId", job_activity_month_of(n."createdAt") AS m, 1 AS c, 0 AS u FROM new_rows n
      UNION ALL SELECT n."orgId", job_activity_month_of(n."updatedAt"), 0, 1 FROM new_rows n) d
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("orgId", "month") DO UPDATE
      SET "jobsCreated" = a."jobsCreated" + excluded."jobsCreated", "jobsUpdated" = a."jobsUpdated" + excluded."jobsUpdated"\073
  ELSIF TG_OP = \'UPDATE\' THEN
    INSERT INTO "JobActivityMonth" AS a ("orgId", "month", "jobsCreated", "jobsUpdated")
    SELECT d."orgId", d.m, sum(d.c)::int, sum(d.u)::int FROM (
      SELECT n."orgId", job_activity_month_of(n."createdAt") AS m, 1 AS c, 0 AS u FROM new_rows n
      UNION ALL SELECT n."orgId", job_activity_month_of(n."updatedAt"), 0, 1 FROM new_rows n
      UNION ALL SELECT o."orgId", job_activity_month_of(o."createdAt"), -1, 0 FROM old_rows o
      UNION ALL SELECT o."orgId", job_activity_month_of(o."updatedAt"), 0, -1 FROM old_rows o) d
    GROUP BY 1, 2 HAVING sum(d.c) <> 0 OR sum(d.u) <> 0 ORDER BY 1, 2
    ON CONFLICT ("orgId", "month") DO UPDATE
      SET "jobsCreated" = a."jobsCreated" + excluded."jobsCreated", "jobsUpdated" = a."jobsUpdated" + excluded."jobsUpdated"\073
  ELSE
    UPDATE "JobActivityMonth" a SET "jobsCreated" = a."jobsCreated" - d.c, "jobsUpdated" = a."jobsUpdated" - d.u
    FROM (
      SELECT x."orgId", x.m, sum(x.c)::int AS c, sum(x.u)::int AS u FROM (
        SELECT o."orgId", job_activity_month_of(o."createdAt") AS m, 1 AS c, 0 AS u FROM old_rows o
        UNION ALL SELECT o."orgId", job_activity_month_of(o."updatedAt"), 0, 1 FROM old_rows o) x
      GROUP BY 1, 2) d
    WHERE a."orgId" = d."orgId" AND a."month" = d.m\073
  END IF\073
  RETURN NULL\073
END';

CREATE TRIGGER job_activity_month_inserted AFTER INSERT ON "Job"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_activity_month_kept();
CREATE TRIGGER job_activity_month_updated AFTER UPDATE ON "Job"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_activity_month_kept();
CREATE TRIGGER job_activity_month_deleted AFTER DELETE ON "Job"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION job_activity_month_kept();

-- The whole table counted again from the jobs: the jobs there are already, and bulk loads that ran with triggers off
-- (the bench's seed).
CREATE FUNCTION job_activity_month_recount() RETURNS void LANGUAGE plpgsql AS
E'BEGIN
  DELETE FROM "JobActivityMonth"\073
  INSERT INTO "JobActivityMonth" ("orgId", "month", "jobsCreated", "jobsUpdated")
  SELECT d."orgId", d.m, sum(d.c)::int, sum(d.u)::int FROM (
    SELECT j."orgId", job_activity_month_of(j."createdAt") AS m, 1 AS c, 0 AS u FROM "Job" j
    UNION ALL SELECT j."orgId", job_activity_month_of(j."updatedAt"), 0, 1 FROM "Job" j) d
  GROUP BY 1, 2\073
END';

SELECT job_activity_month_recount();
