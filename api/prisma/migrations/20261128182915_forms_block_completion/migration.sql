-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "formsBlockCompletion" BOOLEAN NOT NULL DEFAULT false;
