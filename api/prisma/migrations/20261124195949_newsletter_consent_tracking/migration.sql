-- Newsletter addresses count only once confirmed (double opt-in): rows from before this change have no confirmation
-- and so are not subscribed until their owners subscribe again and open the link.

-- AlterTable
ALTER TABLE "NewsletterSubscriber" ADD COLUMN     "confirmedAt" TIMESTAMP(3),
ADD COLUMN     "consentWording" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "requestedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "OutgoingMessage" ADD COLUMN     "withheldHeaders" JSONB;

-- AlterTable
ALTER TABLE "TrackingEvent" ADD COLUMN     "origin" TEXT NOT NULL DEFAULT 'page';

-- CreateTable
CREATE TABLE "NewsletterToken" (
    "id" TEXT NOT NULL,
    "subscriberId" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "secretHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3),
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "NewsletterToken_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "NewsletterToken_subscriberId_idx" ON "NewsletterToken"("subscriberId");

-- CreateIndex
CREATE INDEX "TrackingEvent_orgId_idx" ON "TrackingEvent"("orgId");

-- AddForeignKey
ALTER TABLE "NewsletterToken" ADD CONSTRAINT "NewsletterToken_subscriberId_fkey" FOREIGN KEY ("subscriberId") REFERENCES "NewsletterSubscriber"("id") ON DELETE CASCADE ON UPDATE CASCADE;
