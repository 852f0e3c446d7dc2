import { graphql } from '../../gql';

/** The signed-in staff member's tickets: My Assigned Tickets and the dashboard read the same query (one cache entry). */
export const MyTicketsQuery = graphql(`
  query MyAssignedTickets {
    myAssignedTickets {
      id
      title
      description
      status
      priority
      orgName
      createdAt
    }
  }
`);
