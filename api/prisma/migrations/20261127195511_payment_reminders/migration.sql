-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "noPaymentReminders" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "noReminders" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "paidClaimAt" TIMESTAMP(3),
ADD COLUMN     "paidClaimName" TEXT,
ADD COLUMN     "paidClaimText" TEXT;

-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "paymentReminderByEmail" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "paymentReminderBySms" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "paymentReminderSteps" INTEGER[] DEFAULT ARRAY[-3, 0, 7, 14, 30]::INTEGER[],
ADD COLUMN     "paymentRemindersEnabled" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "PaymentReminder" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "invoiceId" TEXT NOT NULL,
    "step" INTEGER NOT NULL,
    "channel" "MessageChannel" NOT NULL,
    "outcome" TEXT NOT NULL,
    "reason" TEXT,
    "balanceCents" INTEGER NOT NULL,
    "messageId" TEXT,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaymentReminder_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PaymentReminder_orgId_sentAt_idx" ON "PaymentReminder"("orgId", "sentAt");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentReminder_invoiceId_step_channel_key" ON "PaymentReminder"("invoiceId", "step", "channel");

-- AddForeignKey
ALTER TABLE "PaymentReminder" ADD CONSTRAINT "PaymentReminder_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentReminder" ADD CONSTRAINT "PaymentReminder_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE CASCADE ON UPDATE CASCADE;
