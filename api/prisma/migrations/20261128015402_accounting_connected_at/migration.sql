-- AlterTable: when an admin last connected (a reconnect moves it)
ALTER TABLE "AccountingConnection" ADD COLUMN     "connectedAt" TIMESTAMP(3);
