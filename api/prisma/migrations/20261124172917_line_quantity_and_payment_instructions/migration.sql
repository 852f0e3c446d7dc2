-- AlterTable
ALTER TABLE "InvoiceLine" ALTER COLUMN "quantity" SET DATA TYPE DOUBLE PRECISION;

-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "paymentInstructions" TEXT;

-- AlterTable
ALTER TABLE "QuoteLine" ALTER COLUMN "quantity" SET DATA TYPE DOUBLE PRECISION;
