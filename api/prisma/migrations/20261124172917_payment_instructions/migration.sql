-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "paymentInstructions" TEXT;
