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
