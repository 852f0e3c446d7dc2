-- The service board filters by type and suburb case-insensitively (lower(x) = lower($n)). Expression indexes
-- answer them instead of a pass over every unit of the organisation. The Prisma schema cannot state an expression
-- index, and the Prisma differ leaves indexes it does not model alone (docs/service.md, How the board reads).
CREATE INDEX "Equipment_orgId_lower_equipmentType_nextServiceDueAt_idx" ON "Equipment"("orgId", lower("equipmentType"), "nextServiceDueAt", "id");
CREATE INDEX "Customer_orgId_lower_suburb_idx" ON "Customer"("orgId", lower("suburb"));
