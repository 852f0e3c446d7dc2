-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "durationMinutes" INTEGER;
