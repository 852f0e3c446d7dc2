-- AlterTable
ALTER TABLE "WebhookDelivery" DROP COLUMN "claimToken",
DROP COLUMN "claimedUntil";
