-- CreateEnum
CREATE TYPE "BlogContentFormat" AS ENUM ('html', 'markdown');

-- AlterTable
ALTER TABLE "BlogPost" ADD COLUMN     "contentFormat" "BlogContentFormat" NOT NULL DEFAULT 'html',
ADD COLUMN     "coverImageAlt" TEXT;
