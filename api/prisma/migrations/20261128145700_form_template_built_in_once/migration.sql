-- CreateIndex
CREATE UNIQUE INDEX "FormTemplate_orgId_builtInKey_key" ON "FormTemplate"("orgId", "builtInKey");
