-- AlterTable
ALTER TABLE "ApiKey" ADD COLUMN     "actsAsId" TEXT;

-- AddForeignKey
ALTER TABLE "ApiKey" ADD CONSTRAINT "ApiKey_actsAsId_fkey" FOREIGN KEY ("actsAsId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Keys made before a key named its member acted as the admin who made it: they keep acting as that admin (a
-- manager-like key stands; a technician-like one stops, as an admin is not a technician: remake it for a technician).
UPDATE "ApiKey" SET "actsAsId" = "createdById" WHERE "role" <> 'read_only';
