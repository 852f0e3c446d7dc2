-- AlterTable
ALTER TABLE "ApiKey" ADD COLUMN     "actsAsId" TEXT;

-- AddForeignKey
ALTER TABLE "ApiKey" ADD CONSTRAINT "ApiKey_actsAsId_fkey" FOREIGN KEY ("actsAsId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Keys made before a key named its member acted as the admin who made it: they keep acting as that admin. A
-- manager-like key stands, a technician-like one stops (an admin is not a technician: remake it for a technician).
-- No semicolon in these comments: the migration runner splits statements on them.
UPDATE "ApiKey" SET "actsAsId" = "createdById" WHERE "role" <> 'read_only';
