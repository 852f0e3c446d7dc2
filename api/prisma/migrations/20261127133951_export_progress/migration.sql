-- The full export is built in the background into storage instead of while it downloads: each export has a status
-- (building, ready, failed), its progress in rows and files written of those to write, the stored ZIP's key and
-- size, and a link expiry set once it is ready. Exports asked for before this change were never stored: they are
-- marked failed with a word saying so (the card offers to try again), so none is offered as ready without a file.
-- CreateEnum
CREATE TYPE "DataExportStatus" AS ENUM ('building', 'ready', 'failed');

-- AlterTable
ALTER TABLE "DataExport" ADD COLUMN     "failure" TEXT,
ADD COLUMN     "progressDone" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "progressTotal" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "readyAt" TIMESTAMP(3),
ADD COLUMN     "sizeBytes" BIGINT,
ADD COLUMN     "status" "DataExportStatus" NOT NULL DEFAULT 'building',
ADD COLUMN     "storageKey" TEXT,
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ALTER COLUMN "expiresAt" DROP NOT NULL;

-- The existing rows have their time. New ones get it from Prisma (@updatedAt), as every other table does.
ALTER TABLE "DataExport" ALTER COLUMN "updatedAt" DROP DEFAULT;

UPDATE "DataExport" SET "status" = 'failed', "failure" = 'Asked for before exports were built in the background: ask again.';

-- CreateIndex
CREATE INDEX "DataExport_status_expiresAt_idx" ON "DataExport"("status", "expiresAt");
