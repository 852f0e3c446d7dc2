-- AlterTable
ALTER TABLE "Equipment" ADD COLUMN     "assetTag" TEXT;

-- AlterTable
ALTER TABLE "JobForm" ADD COLUMN     "sentAt" TIMESTAMP(3),
ADD COLUMN     "sentById" TEXT,
ADD COLUMN     "sentTo" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "JobFormItem" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "formId" TEXT NOT NULL,
    "row" INTEGER NOT NULL,
    "equipmentId" TEXT NOT NULL,
    "result" TEXT NOT NULL,
    "testedOn" TIMESTAMP(3) NOT NULL,
    "nextDueOn" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "JobFormItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "JobFormItem_orgId_idx" ON "JobFormItem"("orgId");

-- CreateIndex
CREATE INDEX "JobFormItem_equipmentId_testedOn_idx" ON "JobFormItem"("equipmentId", "testedOn");

-- CreateIndex
CREATE UNIQUE INDEX "JobFormItem_formId_row_key" ON "JobFormItem"("formId", "row");

-- CreateIndex
CREATE INDEX "Equipment_orgId_customerId_assetTag_idx" ON "Equipment"("orgId", "customerId", "assetTag");

-- CreateIndex
CREATE INDEX "JobForm_sentById_idx" ON "JobForm"("sentById");

-- AddForeignKey
ALTER TABLE "JobForm" ADD CONSTRAINT "JobForm_sentById_fkey" FOREIGN KEY ("sentById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobFormItem" ADD CONSTRAINT "JobFormItem_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobFormItem" ADD CONSTRAINT "JobFormItem_formId_fkey" FOREIGN KEY ("formId") REFERENCES "JobForm"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobFormItem" ADD CONSTRAINT "JobFormItem_equipmentId_fkey" FOREIGN KEY ("equipmentId") REFERENCES "Equipment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
