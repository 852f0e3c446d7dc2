-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "paymentMethod" TEXT;
