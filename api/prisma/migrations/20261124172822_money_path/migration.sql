-- CreateEnum
CREATE TYPE "InvoiceKind" AS ENUM ('full', 'deposit');

-- AlterEnum
ALTER TYPE "ChargeKind" ADD VALUE 'quoted';

-- AlterTable
ALTER TABLE "CompletedJob" ADD COLUMN     "taxMode" "TaxMode" NOT NULL DEFAULT 'exclusive';

-- AlterTable
ALTER TABLE "CompletedJobCharge" ADD COLUMN     "discountPercent" DOUBLE PRECISION NOT NULL DEFAULT 0,
ADD COLUMN     "itemName" TEXT,
ADD COLUMN     "position" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "kind" "InvoiceKind" NOT NULL DEFAULT 'full';

-- AlterTable
ALTER TABLE "InvoiceLine" ALTER COLUMN "quantity" SET DATA TYPE DOUBLE PRECISION;

-- AlterTable
ALTER TABLE "QuoteLine" ALTER COLUMN "quantity" SET DATA TYPE DOUBLE PRECISION;

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_quoteId_kind_key" ON "Invoice"("quoteId", "kind");

-- Invoices saved before due dates defaulted fall due as their organisation's invoice terms say (the first
-- "N days" they name, else 14 days after the issue day, at local midnight), so the Overdue tab covers them too.
UPDATE "Invoice" AS i
SET "dueAt" = (
  date_trunc('day', i."issueDate" AT TIME ZONE o."timeZone")
  + make_interval(days => COALESCE(LEAST(substring(COALESCE(i."terms", o."invoiceTerms", '') FROM '(?i)(\d{1,3})[\s-]*(?:calendar\s+|business\s+)?days?\M')::int, 365), 14))
) AT TIME ZONE o."timeZone"
FROM "Organization" AS o
WHERE o."id" = i."orgId" AND i."dueAt" IS NULL;
