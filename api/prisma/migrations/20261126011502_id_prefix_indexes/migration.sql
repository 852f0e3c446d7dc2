-- A search word that could begin an id is matched by the beginning of the id (LIKE with a trailing percent sign).
-- The trigram indexes that served it also answer plain equality, and the generic plan PostgreSQL keeps for the job
-- reader (ids given as an array) chose the trigram index over the primary key: 8 ms a job instead of a few
-- microseconds, 0.7 s for a month view. A btree of the id text (text_pattern_ops) serves the beginning and never
-- looks better than the key for equality.
-- DropIndex
DROP INDEX "Job_id_idx";

-- DropIndex
DROP INDEX "Ticket_id_idx";

-- CreateIndex
CREATE INDEX "Job_id_prefix_idx" ON "Job"("id" text_pattern_ops);

-- CreateIndex
CREATE INDEX "Ticket_id_prefix_idx" ON "Ticket"("id" text_pattern_ops);
