-- AlterEnum
ALTER TYPE "MessageStatus" ADD VALUE 'delivered';
ALTER TYPE "MessageStatus" ADD VALUE 'undelivered';

-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "smsReminderTime" TEXT NOT NULL DEFAULT '17:00',
ADD COLUMN     "smsRemindersEnabled" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "OutgoingMessage" ADD COLUMN     "attachments" JSONB,
ADD COLUMN     "charges" JSONB,
ADD COLUMN     "credits" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "refundedAt" TIMESTAMP(3),
ADD COLUMN     "reminderKey" TEXT;

-- CreateTable
CREATE TABLE "PasswordReset" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PasswordReset_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OutgoingMessage_reminderKey_key" ON "OutgoingMessage"("reminderKey");

-- CreateIndex
CREATE INDEX "OutgoingMessage_providerId_idx" ON "OutgoingMessage"("providerId");

-- CreateIndex
CREATE UNIQUE INDEX "PasswordReset_tokenHash_key" ON "PasswordReset"("tokenHash");

-- CreateIndex
CREATE INDEX "PasswordReset_userId_idx" ON "PasswordReset"("userId");

-- AddForeignKey
ALTER TABLE "PasswordReset" ADD CONSTRAINT "PasswordReset_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
