import { graphql } from '../../gql';

export const PaperworkQuery = graphql(`
  query Paperwork {
    unsignedSwms {
      id
      jobId
      template
      jobTitle
      customer
      scheduledAt
      technicians
      workers
      signed
    }
    certificatesDue {
      id
      jobId
      jobTitle
      customer
      status
      serial
      testedOn
      dueOn
      daysLeft
    }
  }
`);
