-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "chosenPlan" "PlanId";
