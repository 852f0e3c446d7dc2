-- CreateEnum
CREATE TYPE "JobFormStatus" AS ENUM ('draft', 'submitted');

-- CreateTable
CREATE TABLE "FormTemplate" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "jobTypes" "JobType"[],
    "equipmentTypes" TEXT[],
    "builtInKey" TEXT,
    "archivedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FormTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FormTemplateVersion" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "templateId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "definition" JSONB NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FormTemplateVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JobForm" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "templateVersionId" TEXT NOT NULL,
    "equipmentId" TEXT,
    "status" "JobFormStatus" NOT NULL DEFAULT 'draft',
    "answers" JSONB NOT NULL DEFAULT '{}',
    "revision" INTEGER NOT NULL DEFAULT 0,
    "required" BOOLEAN NOT NULL DEFAULT false,
    "submittedAt" TIMESTAMP(3),
    "submittedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedById" TEXT,

    CONSTRAINT "JobForm_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JobFormRevision" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "formId" TEXT NOT NULL,
    "revision" INTEGER NOT NULL,
    "answers" JSONB NOT NULL,
    "reason" TEXT NOT NULL,
    "correctedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "JobFormRevision_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "FormTemplate_orgId_name_idx" ON "FormTemplate"("orgId", "name");

-- CreateIndex
CREATE INDEX "FormTemplateVersion_orgId_idx" ON "FormTemplateVersion"("orgId");

-- CreateIndex
CREATE INDEX "FormTemplateVersion_createdById_idx" ON "FormTemplateVersion"("createdById");

-- CreateIndex
CREATE UNIQUE INDEX "FormTemplateVersion_templateId_version_key" ON "FormTemplateVersion"("templateId", "version");

-- CreateIndex
CREATE INDEX "JobForm_jobId_createdAt_idx" ON "JobForm"("jobId", "createdAt");

-- CreateIndex
CREATE INDEX "JobForm_orgId_idx" ON "JobForm"("orgId");

-- CreateIndex
CREATE INDEX "JobForm_templateVersionId_idx" ON "JobForm"("templateVersionId");

-- CreateIndex
CREATE INDEX "JobForm_equipmentId_idx" ON "JobForm"("equipmentId");

-- CreateIndex
CREATE INDEX "JobForm_submittedById_idx" ON "JobForm"("submittedById");

-- CreateIndex
CREATE INDEX "JobForm_updatedById_idx" ON "JobForm"("updatedById");

-- CreateIndex
CREATE INDEX "JobFormRevision_orgId_idx" ON "JobFormRevision"("orgId");

-- CreateIndex
CREATE INDEX "JobFormRevision_correctedById_idx" ON "JobFormRevision"("correctedById");

-- CreateIndex
CREATE UNIQUE INDEX "JobFormRevision_formId_revision_key" ON "JobFormRevision"("formId", "revision");

-- AddForeignKey
ALTER TABLE "FormTemplate" ADD CONSTRAINT "FormTemplate_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FormTemplateVersion" ADD CONSTRAINT "FormTemplateVersion_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FormTemplateVersion" ADD CONSTRAINT "FormTemplateVersion_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "FormTemplate"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FormTemplateVersion" ADD CONSTRAINT "FormTemplateVersion_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobForm" ADD CONSTRAINT "JobForm_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobForm" ADD CONSTRAINT "JobForm_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobForm" ADD CONSTRAINT "JobForm_templateVersionId_fkey" FOREIGN KEY ("templateVersionId") REFERENCES "FormTemplateVersion"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobForm" ADD CONSTRAINT "JobForm_equipmentId_fkey" FOREIGN KEY ("equipmentId") REFERENCES "Equipment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobForm" ADD CONSTRAINT "JobForm_submittedById_fkey" FOREIGN KEY ("submittedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobForm" ADD CONSTRAINT "JobForm_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobFormRevision" ADD CONSTRAINT "JobFormRevision_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobFormRevision" ADD CONSTRAINT "JobFormRevision_formId_fkey" FOREIGN KEY ("formId") REFERENCES "JobForm"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobFormRevision" ADD CONSTRAINT "JobFormRevision_correctedById_fkey" FOREIGN KEY ("correctedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
