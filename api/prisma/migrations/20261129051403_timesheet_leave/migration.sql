-- CreateEnum
CREATE TYPE "TimesheetLeaveKind" AS ENUM ('annual', 'personal', 'public_holiday', 'unpaid');

-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "payrollAnnualLeaveRate" TEXT,
ADD COLUMN     "payrollPersonalLeaveRate" TEXT,
ADD COLUMN     "payrollPublicHolidayRate" TEXT,
ADD COLUMN     "payrollUnpaidLeaveRate" TEXT;

-- CreateTable
CREATE TABLE "TimesheetLeave" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "weekId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "kind" "TimesheetLeaveKind" NOT NULL,
    "minutes" INTEGER NOT NULL,
    "note" TEXT,
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TimesheetLeave_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TimesheetLeave_weekId_day_idx" ON "TimesheetLeave"("weekId", "day");

-- CreateIndex
CREATE INDEX "TimesheetLeave_userId_day_idx" ON "TimesheetLeave"("userId", "day");

-- AddForeignKey
ALTER TABLE "TimesheetLeave" ADD CONSTRAINT "TimesheetLeave_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimesheetLeave" ADD CONSTRAINT "TimesheetLeave_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimesheetLeave" ADD CONSTRAINT "TimesheetLeave_weekId_fkey" FOREIGN KEY ("weekId") REFERENCES "TimesheetWeek"("id") ON DELETE CASCADE ON UPDATE CASCADE;
