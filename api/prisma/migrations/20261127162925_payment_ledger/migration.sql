-- CreateEnum
CREATE TYPE "PaymentKind" AS ENUM ('payment', 'refund');

-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('pending', 'succeeded', 'failed');

-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "paidCents" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "Payment" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "invoiceId" TEXT,
    "kind" "PaymentKind" NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "method" TEXT NOT NULL,
    "receivedOn" TIMESTAMP(3) NOT NULL,
    "status" "PaymentStatus" NOT NULL,
    "provider" TEXT,
    "providerPaymentId" TEXT,
    "providerRefundId" TEXT,
    "refundOfProviderPaymentId" TEXT,
    "feeCents" INTEGER,
    "refundOfId" TEXT,
    "attention" TEXT,
    "note" TEXT,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Payment_invoiceId_createdAt_idx" ON "Payment"("invoiceId", "createdAt");

-- CreateIndex
CREATE INDEX "Payment_orgId_createdAt_idx" ON "Payment"("orgId", "createdAt");

-- CreateIndex
CREATE INDEX "Payment_orgId_provider_refundOfProviderPaymentId_idx" ON "Payment"("orgId", "provider", "refundOfProviderPaymentId");

-- CreateIndex
CREATE INDEX "Payment_refundOfId_idx" ON "Payment"("refundOfId");

-- CreateIndex
CREATE INDEX "Payment_createdById_idx" ON "Payment"("createdById");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_orgId_provider_providerPaymentId_key" ON "Payment"("orgId", "provider", "providerPaymentId");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_orgId_provider_providerRefundId_key" ON "Payment"("orgId", "provider", "providerRefundId");

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_refundOfId_fkey" FOREIGN KEY ("refundOfId") REFERENCES "Payment"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Backfill: every invoice already paid gets one succeeded payment for its total (recorded by hand: its method and
-- its payment day), and its ledger total.
INSERT INTO "Payment" ("id", "orgId", "invoiceId", "kind", "amountCents", "method", "receivedOn", "status", "createdAt", "updatedAt")
SELECT gen_random_uuid()::text, i."orgId", i."id", 'payment', i."totalCents", COALESCE(i."paymentMethod", 'other'),
       COALESCE(i."paidAt", i."updatedAt"), 'succeeded', COALESCE(i."paidAt", i."updatedAt"), CURRENT_TIMESTAMP
FROM "Invoice" i
WHERE i."status" = 'paid';

UPDATE "Invoice" SET "paidCents" = "totalCents" WHERE "status" = 'paid';
