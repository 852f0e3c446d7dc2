-- AlterTable: the refresh claim (refresh tokens rotate: one process refreshes at a time)
ALTER TABLE "AccountingConnection" ADD COLUMN     "refreshClaimedUntil" TIMESTAMP(3);
