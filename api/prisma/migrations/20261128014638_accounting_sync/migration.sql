-- CreateEnum
CREATE TYPE "AccountingProvider" AS ENUM ('xero', 'myob');

-- CreateEnum
CREATE TYPE "AccountingConnectionStatus" AS ENUM ('connected', 'needs_reconnect', 'disconnected');

-- CreateEnum
CREATE TYPE "AccountingSyncState" AS ENUM ('queued', 'sending', 'sent', 'failed', 'conflict');

-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "abn" TEXT;

-- CreateTable
CREATE TABLE "AccountingConnection" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "provider" "AccountingProvider" NOT NULL,
    "tenantId" TEXT NOT NULL,
    "tenantName" TEXT NOT NULL,
    "status" "AccountingConnectionStatus" NOT NULL DEFAULT 'connected',
    "tokensSealed" TEXT,
    "accessExpiresAt" TIMESTAMP(3),
    "mappings" JSONB NOT NULL DEFAULT '{}',
    "contactsSource" TEXT NOT NULL DEFAULT 'spanner',
    "pulledUntil" TIMESTAMP(3),
    "lastError" TEXT,
    "connectedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AccountingConnection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AccountingAuthorisation" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "provider" "AccountingProvider" NOT NULL,
    "stateHash" TEXT NOT NULL,
    "verifierSealed" TEXT NOT NULL,
    "tokensSealed" TEXT,
    "tenants" JSONB,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AccountingAuthorisation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AccountingSyncRecord" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "connectionId" TEXT NOT NULL,
    "recordType" TEXT NOT NULL,
    "recordId" TEXT NOT NULL,
    "operation" TEXT NOT NULL,
    "state" "AccountingSyncState" NOT NULL DEFAULT 'queued',
    "idempotencyKey" TEXT NOT NULL,
    "remoteId" TEXT,
    "sentHash" TEXT,
    "remoteUpdatedAt" TIMESTAMP(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "conflict" JSONB,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AccountingSyncRecord_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AccountingConnection_provider_tenantId_idx" ON "AccountingConnection"("provider", "tenantId");

-- CreateIndex
CREATE UNIQUE INDEX "AccountingConnection_orgId_provider_tenantId_key" ON "AccountingConnection"("orgId", "provider", "tenantId");

-- CreateIndex
CREATE UNIQUE INDEX "AccountingAuthorisation_stateHash_key" ON "AccountingAuthorisation"("stateHash");

-- CreateIndex
CREATE INDEX "AccountingAuthorisation_orgId_idx" ON "AccountingAuthorisation"("orgId");

-- CreateIndex
CREATE INDEX "AccountingSyncRecord_orgId_state_updatedAt_idx" ON "AccountingSyncRecord"("orgId", "state", "updatedAt");

-- CreateIndex
CREATE INDEX "AccountingSyncRecord_connectionId_recordType_remoteId_idx" ON "AccountingSyncRecord"("connectionId", "recordType", "remoteId");

-- CreateIndex
CREATE UNIQUE INDEX "AccountingSyncRecord_connectionId_recordType_recordId_opera_key" ON "AccountingSyncRecord"("connectionId", "recordType", "recordId", "operation");

-- AddForeignKey
ALTER TABLE "AccountingConnection" ADD CONSTRAINT "AccountingConnection_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccountingAuthorisation" ADD CONSTRAINT "AccountingAuthorisation_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccountingSyncRecord" ADD CONSTRAINT "AccountingSyncRecord_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccountingSyncRecord" ADD CONSTRAINT "AccountingSyncRecord_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "AccountingConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One connection per organisation that is not disconnected (hand-written: Prisma has no partial unique index).
CREATE UNIQUE INDEX "AccountingConnection_one_live_per_org" ON "AccountingConnection"("orgId") WHERE ("status" <> 'disconnected');
