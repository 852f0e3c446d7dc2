import type { FastifyReply, FastifyRequest } from 'fastify';
import { type DocumentNode, type FormattedExecutionResult, type GraphQLError, getOperationAST, OperationTypeNode } from 'graphql';
import type { YogaServerInstance } from 'graphql-yoga';
import type { Context } from '../context.ts';
import type { ServerContext } from './yoga.ts';

/** Runs one GraphQL query as a request's user: what the server's render of a screen reads its data with. */
export type RunQuery = (document: DocumentNode, variables: Record<string, unknown>) => Promise<FormattedExecutionResult>;

/**
 * GraphQL queries answered in process for a page request, through the server's own envelop (armor's limits, error
 * masking, every plugin) and with the request's Context: the same schema, rights and scoping as a query sent to
 * /graphql, without a request over the network. Queries only: a render never writes.
 */
export function inProcessQueries(
  yoga: YogaServerInstance<ServerContext, Context>,
  contextOf: (req: FastifyRequest, reply: FastifyReply) => Promise<Context>,
) {
  return (req: FastifyRequest, reply: FastifyReply): RunQuery =>
    async (document, variables) => {
      const { schema, execute, validate } = yoga.getEnveloped({ req, reply });
      const invalid = validate(schema, document);
      if (invalid.length) return { errors: invalid.map((e: GraphQLError) => e.toJSON()) };
      if (getOperationAST(document)?.operation !== OperationTypeNode.QUERY) return { errors: [{ message: 'Only queries are run here' }] };
      const result = await execute({ schema, document, variableValues: variables, contextValue: await contextOf(req, reply) });
      // A query's result (never a stream): as it would go over the network.
      return JSON.parse(JSON.stringify(result)) as FormattedExecutionResult;
    };
}
