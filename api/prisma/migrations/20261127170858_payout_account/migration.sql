-- CreateEnum
CREATE TYPE "PayoutStatus" AS ENUM ('details_missing', 'pending', 'enabled');

-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "publicTokenExpiresAt" TIMESTAMP(3),
ADD COLUMN     "publicTokenHash" TEXT;

-- CreateTable
CREATE TABLE "PayoutAccount" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "status" "PayoutStatus" NOT NULL DEFAULT 'details_missing',
    "chargesEnabled" BOOLEAN NOT NULL DEFAULT false,
    "payoutsEnabled" BOOLEAN NOT NULL DEFAULT false,
    "stateAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PayoutAccount_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PayoutAccount_orgId_key" ON "PayoutAccount"("orgId");

-- CreateIndex
CREATE UNIQUE INDEX "PayoutAccount_accountId_key" ON "PayoutAccount"("accountId");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_publicTokenHash_key" ON "Invoice"("publicTokenHash");

-- AddForeignKey
ALTER TABLE "PayoutAccount" ADD CONSTRAINT "PayoutAccount_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
