-- AlterTable
ALTER TABLE "RefreshToken" ADD COLUMN     "successorSealed" TEXT;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "isPlatformOwner" BOOLEAN NOT NULL DEFAULT false;

-- Emails are compared case-insensitively everywhere: they are stored lowercased, so the unique indexes on email
-- are case-insensitive too. Rows written before are lowercased where that does not collide with another row, and the
-- constraints hold every row written from now on (NOT VALID: an old collision never stops a deployment).
UPDATE "User" u SET "email" = lower(u."email")
  WHERE u."email" <> lower(u."email") AND NOT EXISTS (SELECT 1 FROM "User" o WHERE o."email" = lower(u."email"));
ALTER TABLE "User" ADD CONSTRAINT "User_email_lowercase" CHECK ("email" = lower("email")) NOT VALID;
UPDATE "SupportStaff" s SET "email" = lower(s."email")
  WHERE s."email" <> lower(s."email") AND NOT EXISTS (SELECT 1 FROM "SupportStaff" o WHERE o."email" = lower(s."email"));
ALTER TABLE "SupportStaff" ADD CONSTRAINT "SupportStaff_email_lowercase" CHECK ("email" = lower("email")) NOT VALID;
