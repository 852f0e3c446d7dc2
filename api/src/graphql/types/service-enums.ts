import { ServiceDueBy } from '../../db/generated/enums.ts';
import { builder } from '../builder.ts';

// The recurring-service enum the equipment type and the service board share.

export const ServiceDueByEnum = builder.enumType(ServiceDueBy, {
  name: 'ServiceDueBy',
  description: 'Why the next service is due then: the date interval or the hours run (whichever comes first)',
});
