-- CreateEnum
CREATE TYPE "TimesheetWeekStatus" AS ENUM ('open', 'submitted', 'approved');

-- CreateEnum
CREATE TYPE "ShiftSegmentKind" AS ENUM ('work', 'travel', 'break');

-- AlterTable
ALTER TABLE "ItemPreset" ADD COLUMN     "costCents" INTEGER;

-- AlterTable
ALTER TABLE "JobHours" ADD COLUMN     "shiftSegmentId" TEXT;

-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "clockOffReminderTime" TEXT DEFAULT '18:00',
ADD COLUMN     "overtimeDailyMinutes" INTEGER DEFAULT 480,
ADD COLUMN     "overtimeWeeklyMinutes" INTEGER DEFAULT 2280,
ADD COLUMN     "payrollOrdinaryRate" TEXT,
ADD COLUMN     "payrollOvertimeRate" TEXT,
ADD COLUMN     "payrollTravelRate" TEXT;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "costRateCents" INTEGER,
ADD COLUMN     "payrollEmployeeId" TEXT;

-- CreateTable
CREATE TABLE "TimesheetWeek" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "weekStart" TEXT NOT NULL,
    "status" "TimesheetWeekStatus" NOT NULL DEFAULT 'open',
    "submittedAt" TIMESTAMP(3),
    "approvedAt" TIMESTAMP(3),
    "approvedById" TEXT,
    "exportedAt" TIMESTAMP(3),
    "exportedById" TEXT,
    "exportFormat" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TimesheetWeek_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Shift" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "weekId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "startAt" TIMESTAMP(3) NOT NULL,
    "endAt" TIMESTAMP(3),
    "note" TEXT,
    "remindedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Shift_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShiftSegment" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "shiftId" TEXT NOT NULL,
    "kind" "ShiftSegmentKind" NOT NULL,
    "jobId" TEXT,
    "startAt" TIMESTAMP(3) NOT NULL,
    "endAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShiftSegment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TimesheetWeek_orgId_weekStart_status_idx" ON "TimesheetWeek"("orgId", "weekStart", "status");

-- CreateIndex
CREATE UNIQUE INDEX "TimesheetWeek_userId_weekStart_key" ON "TimesheetWeek"("userId", "weekStart");

-- CreateIndex
CREATE INDEX "Shift_userId_startAt_idx" ON "Shift"("userId", "startAt");

-- CreateIndex
CREATE INDEX "Shift_weekId_idx" ON "Shift"("weekId");

-- CreateIndex
CREATE INDEX "Shift_orgId_endAt_idx" ON "Shift"("orgId", "endAt");

-- CreateIndex
CREATE UNIQUE INDEX "Shift_one_open_per_member" ON "Shift"("userId") WHERE ("endAt" IS NULL);

-- CreateIndex
CREATE INDEX "ShiftSegment_shiftId_startAt_idx" ON "ShiftSegment"("shiftId", "startAt");

-- CreateIndex
CREATE INDEX "ShiftSegment_jobId_idx" ON "ShiftSegment"("jobId");

-- CreateIndex
CREATE UNIQUE INDEX "JobHours_shiftSegmentId_key" ON "JobHours"("shiftSegmentId");

-- AddForeignKey
ALTER TABLE "JobHours" ADD CONSTRAINT "JobHours_shiftSegmentId_fkey" FOREIGN KEY ("shiftSegmentId") REFERENCES "ShiftSegment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimesheetWeek" ADD CONSTRAINT "TimesheetWeek_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimesheetWeek" ADD CONSTRAINT "TimesheetWeek_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Shift" ADD CONSTRAINT "Shift_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Shift" ADD CONSTRAINT "Shift_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Shift" ADD CONSTRAINT "Shift_weekId_fkey" FOREIGN KEY ("weekId") REFERENCES "TimesheetWeek"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShiftSegment" ADD CONSTRAINT "ShiftSegment_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShiftSegment" ADD CONSTRAINT "ShiftSegment_shiftId_fkey" FOREIGN KEY ("shiftId") REFERENCES "Shift"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShiftSegment" ADD CONSTRAINT "ShiftSegment_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;
