-- AlterTable
ALTER TABLE "Ticket" ADD COLUMN     "firstResponseAt" TIMESTAMP(3),
ADD COLUMN     "resolvedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Ticket_createdAt_idx" ON "Ticket"("createdAt");

-- CreateIndex
CREATE INDEX "Ticket_resolvedAt_idx" ON "Ticket"("resolvedAt");

-- Tickets already resolved or closed: their last change stands in for the moment they were resolved (updatedAt also
-- moves with a reply, so this is the latest it can have been).
UPDATE "Ticket" SET "resolvedAt" = "updatedAt" WHERE status IN ('resolved', 'closed');

-- The first staff reply that is not an internal note, of every ticket answered so far.
UPDATE "Ticket" t SET "firstResponseAt" = m.first
FROM (
  SELECT "ticketId", min("createdAt") AS first FROM "TicketMessage"
  WHERE "authorStaffId" IS NOT NULL AND NOT "isInternal"
  GROUP BY "ticketId"
) m
WHERE m."ticketId" = t.id;
