-- CreateTable
CREATE TABLE "UnappliedPaymentEvent" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "namedOrgId" TEXT,
    "payload" JSONB NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMP(3),

    CONSTRAINT "UnappliedPaymentEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "UnappliedPaymentEvent_eventId_key" ON "UnappliedPaymentEvent"("eventId");

-- CreateIndex
CREATE INDEX "UnappliedPaymentEvent_resolvedAt_receivedAt_idx" ON "UnappliedPaymentEvent"("resolvedAt", "receivedAt");
