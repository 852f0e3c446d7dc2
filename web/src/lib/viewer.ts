import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import type { ViewerQuery as ViewerQueryData } from '../gql/graphql';

export const ViewerQuery = graphql(`
  query Viewer {
    viewer {
      id
      name
      email
      role
      color
      initials
      avatarUrl
      avatarSeed
      avatarVariant
      isOwner
      org {
        id
        name
        timeZone
        subscription {
          status
          planId
          trialEnd
          currentPeriodEnd
        }
      }
    }
    viewerCan {
      manageOrganisation
      seeBankDetails
      seeConfirmationTokens
      deleteCustomers
      deleteEquipment
      deleteJobs
      importCsv
      managePriceList
      manageTeam
      manageAdmins
      seeAllJobs
      openOfficePages
      manageQuotes
      manageInvoices
      recordPayments
      refundPayments
      managePayouts
      manageAccounting
      syncAccounting
      managePaymentReminders
      pausePaymentReminders
      manageBilling
      seeUsage
      seeMessages
      seeAssistantUsage
      manageApiKeys
      exportData
      manageWebhooks
      seeServiceBoard
      bookService
      manageFormTemplates
      fillForms
      signOffJobs
      keepTimesheet
      reviewTimesheets
      seeJobProfit
      seeFormReports
      manageCostRates
    }
  }
`);

export type Viewer = NonNullable<ReturnType<typeof useViewer>['viewer']>;
/** What the viewer can do, as the server's policy table answers it (web/src/lib/use-can.ts reads it). */
export type ViewerAbilities = Omit<ViewerQueryData['viewerCan'], '__typename'>;

/**
 * The signed-in user (null when signed out) and what they can do, loaded once and kept in Apollo's cache.
 * A new ability in api/src/domain/policy.ts is added to the query above; codegen then types it everywhere.
 */
export function useViewer() {
  const { data, loading, error, refetch } = useQuery(ViewerQuery);
  return { viewer: data?.viewer ?? null, can: data?.viewerCan ?? null, loading: loading && !data, error, refetch };
}
