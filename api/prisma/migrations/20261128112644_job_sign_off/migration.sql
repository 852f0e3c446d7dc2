-- CreateEnum
CREATE TYPE "SignOffOutcome" AS ENUM ('signed', 'declined');

-- CreateTable
CREATE TABLE "JobSignOff" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "outcome" "SignOffOutcome" NOT NULL,
    "signerName" TEXT NOT NULL,
    "declineReason" TEXT,
    "signaturePhotoId" TEXT,
    "recordedById" TEXT,
    "signedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "summary" JSONB NOT NULL,
    "reportKey" TEXT NOT NULL,
    "reportSha256" TEXT NOT NULL,
    "reportBytes" INTEGER NOT NULL,
    "emailedTo" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "emailedAt" TIMESTAMP(3),
    "emailProblem" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "JobSignOff_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "JobSignOff_jobId_signedAt_idx" ON "JobSignOff"("jobId", "signedAt");

-- CreateIndex
CREATE INDEX "JobSignOff_orgId_idx" ON "JobSignOff"("orgId");

-- CreateIndex
CREATE INDEX "JobSignOff_recordedById_idx" ON "JobSignOff"("recordedById");

-- CreateIndex
CREATE INDEX "JobSignOff_signaturePhotoId_idx" ON "JobSignOff"("signaturePhotoId");

-- AddForeignKey
ALTER TABLE "JobSignOff" ADD CONSTRAINT "JobSignOff_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobSignOff" ADD CONSTRAINT "JobSignOff_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobSignOff" ADD CONSTRAINT "JobSignOff_signaturePhotoId_fkey" FOREIGN KEY ("signaturePhotoId") REFERENCES "JobPhoto"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobSignOff" ADD CONSTRAINT "JobSignOff_recordedById_fkey" FOREIGN KEY ("recordedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
