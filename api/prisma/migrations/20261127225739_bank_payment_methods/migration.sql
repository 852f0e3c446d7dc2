-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "payByBecsDebit" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "payByPayTo" BOOLEAN NOT NULL DEFAULT false;
