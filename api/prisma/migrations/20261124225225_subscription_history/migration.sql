-- AlterTable
ALTER TABLE "Subscription" ADD COLUMN     "monthlyAmountCents" INTEGER;

-- CreateTable
CREATE TABLE "SubscriptionChange" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "status" "SubscriptionStatus" NOT NULL,
    "planId" "PlanId" NOT NULL,
    "mrrCents" INTEGER NOT NULL,
    "trialEnd" TIMESTAMP(3),
    "eventId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SubscriptionChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SubscriptionChange_orgId_at_idx" ON "SubscriptionChange"("orgId", "at");

-- CreateIndex
CREATE INDEX "SubscriptionChange_at_idx" ON "SubscriptionChange"("at");

-- AddForeignKey
ALTER TABLE "SubscriptionChange" ADD CONSTRAINT "SubscriptionChange_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The history so far, from what each subscription says now (the history is exact from this migration on): a trial
-- from its creation, and a paying or canceled subscription from its current period's start, at the plan's list
-- price without GST (Solo $29, Pro $49, Enterprise $99 a month with GST). Spanner's own account pays nothing.
INSERT INTO "SubscriptionChange" ("id", "orgId", "at", "status", "planId", "mrrCents", "trialEnd")
SELECT gen_random_uuid()::text, s."orgId", s."createdAt", 'trial', s."planId", 0, s."trialEnd"
FROM "Subscription" s
WHERE s."trialEnd" IS NOT NULL OR s."status" = 'trial';

INSERT INTO "SubscriptionChange" ("id", "orgId", "at", "status", "planId", "mrrCents", "trialEnd")
SELECT gen_random_uuid()::text, s."orgId", GREATEST(s."createdAt", s."currentPeriodStart") + interval '1 millisecond', s."status", s."planId",
  CASE WHEN s."status" IN ('active', 'past_due') AND NOT EXISTS (SELECT 1 FROM "User" u WHERE u."orgId" = s."orgId" AND u."isPlatformOwner")
    THEN CASE s."planId" WHEN 'solo' THEN 2636 WHEN 'pro' THEN 4455 WHEN 'enterprise' THEN 9000 ELSE 0 END
    ELSE 0 END,
  s."trialEnd"
FROM "Subscription" s
WHERE s."status" <> 'trial';

UPDATE "Subscription" s SET "monthlyAmountCents" = 0
WHERE EXISTS (SELECT 1 FROM "User" u WHERE u."orgId" = s."orgId" AND u."isPlatformOwner");
