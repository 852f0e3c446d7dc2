-- CreateIndex
CREATE INDEX "Ticket_title_idx" ON "Ticket" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Ticket_description_idx" ON "Ticket" USING GIN ("description" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Ticket_id_idx" ON "Ticket" USING GIN ("id" gin_trgm_ops);
