import { graphql } from '../../gql';

// Job profit (docs/timesheets.md → Screens): the report and the members' cost rates.

export const JobProfitReportQuery = graphql(`
  query JobProfitReport($from: String, $to: String, $groupBy: JobProfitGroupBy, $limit: Int, $offset: Int) {
    jobProfitReport(from: $from, to: $to, groupBy: $groupBy, limit: $limit, offset: $offset) {
      from
      to
      groupBy
      totals { jobs revenueCents labourCostCents materialsCostCents marginCents marginPercent }
      groups { key label jobs revenueCents labourCostCents materialsCostCents marginCents marginPercent }
      missingCosts { labourMinutes labourJobs materials materialsJobs }
      limit
      offset
      totalJobs
      jobs {
        jobId
        title
        customerName
        completedAt
        revenueCents
        labourCostCents
        labourMinutes
        materialsCostCents
        marginCents
        marginPercent
        uncostedLabourMinutes
        uncostedMaterials
      }
    }
  }
`);

export const MemberCostsQuery = graphql(`
  query MemberCosts {
    memberCosts { id name costRateCents payrollEmployeeId }
  }
`);

export const SetMemberCostMutation = graphql(`
  mutation SetMemberCost($memberId: ID!, $costRateCents: Int, $payrollEmployeeId: String) {
    setMemberCost(memberId: $memberId, costRateCents: $costRateCents, payrollEmployeeId: $payrollEmployeeId) {
      ... on MemberCost { id name costRateCents payrollEmployeeId }
      ... on AppError { ...AppErrorFields }
    }
  }
`);

export const JobProfitQuery = graphql(`
  query JobProfit($jobId: ID!) {
    jobProfit(jobId: $jobId) {
      jobId
      revenueCents
      labourCostCents
      labourMinutes
      materialsCostCents
      marginCents
      marginPercent
      uncostedLabourMinutes
      uncostedMaterials
    }
  }
`);

export const ItemCostsQuery = graphql(`
  query ItemCosts {
    itemCosts { id name unitAmountCents costCents }
  }
`);

export const SetItemCostMutation = graphql(`
  mutation SetItemCost($id: ID!, $costCents: Int) {
    setItemCost(id: $id, costCents: $costCents) {
      ... on ItemCost { id name unitAmountCents costCents }
      ... on AppError { ...AppErrorFields }
    }
  }
`);
