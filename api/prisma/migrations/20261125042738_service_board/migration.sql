-- Recurring service (issue 30): intervals by months (1-120) and hours run, meter readings, the last service and the
-- next one due kept on the unit (the board reads them without a join), the booking requests of the service board, and
-- a constraint that makes two open service jobs for one unit impossible whoever writes them.
-- No statement or comment here may hold a semicolon other than at its end: the PostgreSQL driver adapter applies a
-- migration split at every semicolon. So the PL/pgSQL bodies are E'' strings with \073 for each of theirs.
-- CreateEnum
CREATE TYPE "ServiceDueBy" AS ENUM ('date', 'hours');

-- AlterTable
ALTER TABLE "Equipment" ADD COLUMN     "equipmentType" TEXT,
ADD COLUMN     "lastServiceAt" TIMESTAMP(3),
ADD COLUMN     "lastServiceEnteredAt" TIMESTAMP(3),
ADD COLUMN     "lastServiceHours" DOUBLE PRECISION,
ADD COLUMN     "lastServiceJobId" TEXT,
ADD COLUMN     "lastServicedById" TEXT,
ADD COLUMN     "meterHours" DOUBLE PRECISION,
ADD COLUMN     "meterReadAt" TIMESTAMP(3),
ADD COLUMN     "nextServiceDueAt" TIMESTAMP(3),
ADD COLUMN     "nextServiceDueBy" "ServiceDueBy",
ADD COLUMN     "serviceIntervalHours" INTEGER,
ADD COLUMN     "serviceRegime" TEXT;

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "rescheduleNote" TEXT,
ADD COLUMN     "rescheduleRequestedAt" TIMESTAMP(3),
ADD COLUMN     "serviceBookingId" TEXT;

-- AlterTable
ALTER TABLE "JobEquipment" ADD COLUMN     "openService" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "MeterReading" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "equipmentId" TEXT NOT NULL,
    "jobId" TEXT,
    "hours" DOUBLE PRECISION NOT NULL,
    "readAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "recordedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MeterReading_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ServiceBooking" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "clientKey" TEXT NOT NULL,
    "createdById" TEXT,
    "sendSms" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ServiceBooking_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MeterReading_equipmentId_readAt_idx" ON "MeterReading"("equipmentId", "readAt");

-- CreateIndex
CREATE INDEX "MeterReading_orgId_idx" ON "MeterReading"("orgId");

-- CreateIndex
CREATE INDEX "MeterReading_jobId_idx" ON "MeterReading"("jobId");

-- CreateIndex
CREATE INDEX "MeterReading_recordedById_idx" ON "MeterReading"("recordedById");

-- CreateIndex
CREATE INDEX "ServiceBooking_createdById_idx" ON "ServiceBooking"("createdById");

-- CreateIndex
CREATE UNIQUE INDEX "ServiceBooking_orgId_clientKey_key" ON "ServiceBooking"("orgId", "clientKey");

-- CreateIndex
CREATE INDEX "Equipment_orgId_nextServiceDueAt_idx" ON "Equipment"("orgId", "nextServiceDueAt");

-- CreateIndex
CREATE INDEX "Equipment_lastServicedById_idx" ON "Equipment"("lastServicedById");

-- CreateIndex
CREATE INDEX "Job_serviceBookingId_idx" ON "Job"("serviceBookingId");

-- "JobEquipment"."openService": true while the job is an open Service job (type service, not done or cancelled).
-- Any write of a link recomputes it from its job, and a job's change of type or status rewrites its links.
CREATE FUNCTION job_equipment_open_service() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN NEW."openService" := EXISTS (SELECT 1 FROM "Job" j WHERE j."id" = NEW."jobId" AND j."jobType" = \'service\' AND j."status" NOT IN (\'done\', \'cancelled\'))\073 RETURN NEW\073 END';
CREATE TRIGGER job_equipment_open_service BEFORE INSERT OR UPDATE ON "JobEquipment"
  FOR EACH ROW EXECUTE FUNCTION job_equipment_open_service();

CREATE FUNCTION job_open_service_changed() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN UPDATE "JobEquipment" SET "openService" = NOT "openService" WHERE "jobId" = NEW."id"\073 RETURN NULL\073 END';
CREATE TRIGGER job_open_service_changed AFTER UPDATE OF "status", "jobType" ON "Job"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."jobType" IS DISTINCT FROM NEW."jobType")
  EXECUTE FUNCTION job_open_service_changed();

-- The links there are already: open service jobs marked, except that where a unit is on more than one (booked twice
-- before this constraint), only its soonest one holds the mark (the others stay as they are, for the office to close).
UPDATE "JobEquipment" SET "openService" = false;
UPDATE "JobEquipment" je SET "openService" = true
  FROM (
    SELECT DISTINCT ON (l."equipmentId") l."jobId", l."equipmentId"
      FROM "JobEquipment" l JOIN "Job" j ON j."id" = l."jobId"
     WHERE j."jobType" = 'service' AND j."status" NOT IN ('done', 'cancelled')
     ORDER BY l."equipmentId", j."scheduledAt" NULLS LAST, j."createdAt"
  ) firsts
 WHERE je."jobId" = firsts."jobId" AND je."equipmentId" = firsts."equipmentId";

-- CreateIndex
CREATE UNIQUE INDEX "JobEquipment_one_open_service" ON "JobEquipment"("equipmentId") WHERE ("openService" = true);

-- AddForeignKey
ALTER TABLE "Equipment" ADD CONSTRAINT "Equipment_lastServicedById_fkey" FOREIGN KEY ("lastServicedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MeterReading" ADD CONSTRAINT "MeterReading_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MeterReading" ADD CONSTRAINT "MeterReading_equipmentId_fkey" FOREIGN KEY ("equipmentId") REFERENCES "Equipment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MeterReading" ADD CONSTRAINT "MeterReading_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MeterReading" ADD CONSTRAINT "MeterReading_recordedById_fkey" FOREIGN KEY ("recordedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ServiceBooking" ADD CONSTRAINT "ServiceBooking_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ServiceBooking" ADD CONSTRAINT "ServiceBooking_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Job" ADD CONSTRAINT "Job_serviceBookingId_fkey" FOREIGN KEY ("serviceBookingId") REFERENCES "ServiceBooking"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The last service and next due date of the units there are already (date intervals: the interval after the last
-- completed service's visit, at the same local time in the organisation's zone). Hours intervals start with the
-- first meter reading. The domain keeps both from now on (domain/service/recompute-next-service.ts).
UPDATE "Equipment" e SET "lastServiceAt" = last."at", "lastServiceJobId" = last."jobId"
  FROM (
    SELECT DISTINCT ON (je."equipmentId") je."equipmentId", j."id" AS "jobId", COALESCE(j."scheduledAt", c."completedAt") AS "at"
      FROM "JobEquipment" je JOIN "Job" j ON j."id" = je."jobId" JOIN "CompletedJob" c ON c."jobId" = j."id"
     WHERE j."jobType" = 'service' AND j."status" = 'done'
     ORDER BY je."equipmentId", COALESCE(j."scheduledAt", c."completedAt") DESC
  ) last
 WHERE e."id" = last."equipmentId";
UPDATE "Equipment" e SET "nextServiceDueAt" = ((e."lastServiceAt" AT TIME ZONE 'UTC' AT TIME ZONE o."timeZone") + make_interval(months => e."serviceIntervalMonths")) AT TIME ZONE o."timeZone" AT TIME ZONE 'UTC', "nextServiceDueBy" = 'date'
  FROM "Organization" o
 WHERE o."id" = e."orgId" AND e."serviceIntervalMonths" IS NOT NULL AND e."lastServiceAt" IS NOT NULL;
