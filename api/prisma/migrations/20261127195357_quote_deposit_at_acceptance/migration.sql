-- AlterTable
ALTER TABLE "Quote" ADD COLUMN     "depositAmountCents" INTEGER,
ADD COLUMN     "depositPercent" DOUBLE PRECISION;
