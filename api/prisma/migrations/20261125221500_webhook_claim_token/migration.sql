-- AlterTable
ALTER TABLE "WebhookDelivery" ADD COLUMN     "claimToken" TEXT;
