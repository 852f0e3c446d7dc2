-- CreateIndex
CREATE INDEX "CompletedJob_customerId_idx" ON "CompletedJob"("customerId");

-- CreateIndex
CREATE INDEX "Equipment_customerId_idx" ON "Equipment"("customerId");

-- CreateIndex
CREATE INDEX "Invoice_customerId_idx" ON "Invoice"("customerId");

-- CreateIndex
CREATE INDEX "Job_customerId_idx" ON "Job"("customerId");

-- CreateIndex
CREATE INDEX "Job_createdById_idx" ON "Job"("createdById");

-- CreateIndex
CREATE INDEX "Job_followUpOfId_idx" ON "Job"("followUpOfId");

-- CreateIndex
CREATE INDEX "OutgoingMessage_jobId_idx" ON "OutgoingMessage"("jobId");

-- CreateIndex
CREATE INDEX "OutgoingMessage_quoteId_idx" ON "OutgoingMessage"("quoteId");

-- CreateIndex
CREATE INDEX "OutgoingMessage_invoiceId_idx" ON "OutgoingMessage"("invoiceId");

-- CreateIndex
CREATE INDEX "Quote_customerId_idx" ON "Quote"("customerId");
