import { GraphQLError } from 'graphql';
import { builder } from '../builder.ts';

builder.scalarType('DateTime', {
  description: 'An ISO 8601 instant in UTC, e.g. 2026-11-22T05:55:00.000Z',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => {
    const date = typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO 8601 string');
    return date;
  },
});

builder.scalarType('File', {
  description: 'A file upload (GraphQL multipart request)',
  serialize: () => {
    throw new GraphQLError('File is an input-only scalar');
  },
  // Yoga hands over its own File implementation (not Node's global class), so check the shape, not the class.
  parseValue: (value) => {
    const file = value as Partial<File> | null;
    if (!file || typeof file.arrayBuffer !== 'function' || typeof file.name !== 'string') throw new GraphQLError('Expected a file upload');
    return value as File;
  },
});

builder.scalarType('JSON', {
  description: "A JSON value (a form template's definition, a form's answers): its shape is documented where it is used",
  serialize: (value) => value,
  parseValue: (value) => value,
});
