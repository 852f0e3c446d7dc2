-- AlterTable
ALTER TABLE "InvoiceLine" ADD COLUMN     "itemCode" TEXT;

-- AlterTable
ALTER TABLE "ItemPreset" ADD COLUMN     "code" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "ItemPreset_orgId_code_key" ON "ItemPreset"("orgId", "code");
