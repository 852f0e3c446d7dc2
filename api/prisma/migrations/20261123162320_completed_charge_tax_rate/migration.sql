-- AlterTable
ALTER TABLE "CompletedJobCharge" ADD COLUMN     "taxRate" INTEGER NOT NULL DEFAULT 10;
