-- AlterTable
ALTER TABLE "OutgoingMessage" ADD COLUMN     "accountMail" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "withheldText" TEXT;

-- Mail sent before this change kept its private links in the stored body, where the Messages tab listed them: mark
-- the account mail (password resets, member and support-team invites) so it is never listed again, and take every
-- private link (those, and quotes' customer links) out of the stored bodies.
UPDATE "OutgoingMessage"
SET "accountMail" = true
WHERE "channel" = 'email' AND ("body" LIKE '%/auth/reset-password/%' OR "body" LIKE '%/auth/invite/%' OR "body" LIKE '%/support-admin/join/%');

UPDATE "OutgoingMessage"
SET "body" = regexp_replace("body", '\S*/(auth/reset-password|auth/invite|support-admin/join|q)/[A-Za-z0-9_-]+', '[private link, sent only to the recipient]', 'g')
WHERE "channel" = 'email' AND "body" ~ '/(auth/reset-password|auth/invite|support-admin/join|q)/[A-Za-z0-9_-]';
