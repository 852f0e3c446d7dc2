-- AlterTable
ALTER TABLE "JobHours" ADD COLUMN     "apiKeyId" TEXT;

-- AlterTable
ALTER TABLE "JobNote" ADD COLUMN     "apiKeyId" TEXT;

-- AlterTable
ALTER TABLE "JobPart" ADD COLUMN     "apiKeyId" TEXT;

-- AlterTable
ALTER TABLE "JobPhoto" ADD COLUMN     "apiKeyId" TEXT;

-- CreateIndex
CREATE INDEX "JobHours_apiKeyId_idx" ON "JobHours"("apiKeyId");

-- CreateIndex
CREATE INDEX "JobNote_apiKeyId_idx" ON "JobNote"("apiKeyId");

-- CreateIndex
CREATE INDEX "JobPart_apiKeyId_idx" ON "JobPart"("apiKeyId");

-- CreateIndex
CREATE INDEX "JobPhoto_apiKeyId_idx" ON "JobPhoto"("apiKeyId");

-- AddForeignKey
ALTER TABLE "JobNote" ADD CONSTRAINT "JobNote_apiKeyId_fkey" FOREIGN KEY ("apiKeyId") REFERENCES "ApiKey"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobPhoto" ADD CONSTRAINT "JobPhoto_apiKeyId_fkey" FOREIGN KEY ("apiKeyId") REFERENCES "ApiKey"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobHours" ADD CONSTRAINT "JobHours_apiKeyId_fkey" FOREIGN KEY ("apiKeyId") REFERENCES "ApiKey"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobPart" ADD CONSTRAINT "JobPart_apiKeyId_fkey" FOREIGN KEY ("apiKeyId") REFERENCES "ApiKey"("id") ON DELETE SET NULL ON UPDATE CASCADE;
