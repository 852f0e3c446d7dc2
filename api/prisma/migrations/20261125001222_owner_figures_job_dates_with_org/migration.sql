-- DropIndex
DROP INDEX "Job_createdAt_idx";

-- DropIndex
DROP INDEX "Job_updatedAt_idx";

-- CreateIndex
CREATE INDEX "Job_createdAt_orgId_idx" ON "Job"("createdAt", "orgId");

-- CreateIndex
CREATE INDEX "Job_updatedAt_orgId_idx" ON "Job"("updatedAt", "orgId");
