import { graphql } from '../../gql';

/**
 * What the device keeps for a technician's day without signal, read in one request: their jobs in the saved range
 * (the server's job scope decides whose, as for every read), each job's customer, equipment with its jobs (the
 * service history the viewer may see), notes, hours, parts and forms (to fill offline), the viewer's organisation for its
 * time zone, and this week's shifts (the clock on the phone: docs/timesheets.md → Offline). The price list comes in pages
 * (DeviceCopyPriceListQuery).
 */
export const DeviceCopyQuery = graphql(`
  query DeviceCopy($start: DateTime!, $end: DateTime!, $technicianId: ID) {
    viewer {
      id
      name
      org {
        id
        name
        abn
        phone
        email
        timeZone
      }
    }
    timesheetWeek {
      days {
        shifts {
          start
          end
          segments {
            kind
            start
            end
            jobId
            jobTitle
          }
        }
      }
    }
    jobsInRange(start: $start, end: $end, technicianId: $technicianId) {
      id
      title
      description
      status
      jobType
      scheduledAt
      durationMinutes
      technicians {
        id
        name
      }
      customer {
        id
        name
        contactName
        phone
        email
        address
        notes
      }
      equipment {
        id
        name
        make
        model
        serial
        equipmentType
        notes
        lastServiceAt
        nextServiceDueAt
        meterHours
        jobs {
          id
          title
          status
          jobType
          scheduledAt
          notes {
            id
            text
            createdAt
            author {
              name
            }
          }
        }
      }
      notes {
        id
        text
        createdAt
        author {
          name
        }
      }
      hours {
        id
        hours
        description
        createdAt
        user {
          name
        }
      }
      parts {
        id
        partName
        quantity
        createdAt
        price {
          unitPriceCents
        }
      }
      forms {
        id
        templateName
        version
        status
        required
        definition
        answers
        revision
        createdAt
        updatedAt
        equipment {
          name
        }
      }
    }
  }
`);

/** One page of the price list, by name. */
export const DeviceCopyPriceListQuery = graphql(`
  query DeviceCopyPriceList($after: String) {
    itemPresets(first: 200, after: $after) {
      edges {
        node {
          id
          name
          description
          unitAmountCents
          taxRate
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
