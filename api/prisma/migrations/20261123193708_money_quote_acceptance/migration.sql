-- Quotes answered online (issue 13): the private link's token hash and expiry, and who accepted or declined.
-- AlterTable
ALTER TABLE "Quote" ADD COLUMN     "publicTokenExpiresAt" TIMESTAMP(3),
ADD COLUMN     "publicTokenHash" TEXT,
ADD COLUMN     "respondedByName" TEXT,
ADD COLUMN     "respondedVia" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Quote_publicTokenHash_key" ON "Quote"("publicTokenHash");
