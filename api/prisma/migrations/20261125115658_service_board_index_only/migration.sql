-- The service board reads its page and counts from indexes alone: the due date index gains the id (the board's
-- tie-break), and the last technician's index gains the organisation, due date and id (a technician's units).
-- DropIndex
DROP INDEX "Equipment_lastServicedById_idx";

-- DropIndex
DROP INDEX "Equipment_orgId_nextServiceDueAt_idx";

-- CreateIndex
CREATE INDEX "Equipment_orgId_nextServiceDueAt_id_idx" ON "Equipment"("orgId", "nextServiceDueAt", "id");

-- CreateIndex
CREATE INDEX "Equipment_lastServicedById_orgId_nextServiceDueAt_id_idx" ON "Equipment"("lastServicedById", "orgId", "nextServiceDueAt", "id");
