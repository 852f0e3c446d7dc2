import { DEVELOPER_LINKS, DEVELOPER_SECTIONS, MCP_PATH } from '@rules/developer-docs';
import { WEBHOOK_EVENT_TYPES } from '@rules/webhook-events';
import * as s from '../public.css';
import { SiteFooter, SiteHeader } from '../SiteChrome';
import { SITE_NAME } from '../site';

const Code = ({ children }: { children: string }) => (
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a long line scrolls sideways, and keyboard users must be able to scroll it too
  <pre tabIndex={0}>
    <code>{children.trim()}</code>
  </pre>
);

/**
 * The developer documentation (/developers): how an integrator connects to Spanner over GraphQL or REST with an
 * API key, and receives signed webhooks. The examples use this server's address.
 */
export function DevelopersPage({ origin }: { origin: string }) {
  return (
    <>
      <SiteHeader />
      <main id="main" className={s.narrow}>
        <article className={s.article}>
          <h1 className={s.pageTitle}>Developers</h1>
          <p className={s.lead}>
            Connect your accounting, your website and your AI tools to {SITE_NAME}. Everything the app does goes through the same API you
            get: GraphQL at <code>{origin}/graphql</code>, and REST under <code>{origin}/api</code>.
          </p>
          <nav aria-label="On this page">
            <ul>
              {DEVELOPER_SECTIONS.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div className={s.prose}>
            <h2 id="authentication">Authentication</h2>
            <p>
              An admin creates an API key in <strong>Settings → Integrations</strong>: a name, the role it acts as (read-only,
              technician-like or manager-like) and, if you like, an expiry date. The key is shown once; {SITE_NAME} keeps only a hash of it.
              Keys start with <code>spk_</code> and end in a checksum, so secret scanners recognise a leaked key.
            </p>
            <p>Send the key as a bearer token on every request, GraphQL (HTTP and WebSocket) and REST alike:</p>
            <Code>{'Authorization: Bearer spk_…'}</Code>
            <p>
              A key sees only its own organisation, and only what a member of its role may see and do. Every change it makes is recorded in
              the audit log and the job history under the key's name. Revoking a key in Settings stops it at once.
            </p>

            <h2 id="rate-limits">Rate limits</h2>
            <p>
              Each key may make a number of requests a minute. Every answer to a key says where it stands, in the{' '}
              <code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code>, <code>RateLimit-Reset</code> (seconds until the window resets)
              and <code>RateLimit-Policy</code> headers. Over the limit, the answer is <code>429 Too Many Requests</code> with a{' '}
              <code>Retry-After</code> header: wait that many seconds, then send the request again. The limit is the key's, however many
              connections or servers its requests reach, and each GraphQL subscription opened over WebSocket counts as a request.
            </p>

            <h2 id="errors">Errors</h2>
            <p>
              REST answers a failure with its HTTP status and a JSON body whose <code>error</code> is a sentence you can show a person;
              invalid input also names what is wrong with each field:
            </p>
            <Code>{`HTTP/1.1 400 Bad Request

{ "error": "Title is required", "fieldErrors": { "title": "Title is required" } }`}</Code>
            <ul>
              <li>
                <code>400</code> invalid input, <code>401</code> no valid key or session, <code>403</code> the key's role may not do this,{' '}
                <code>404</code> not found in your organisation, <code>409</code> the record is in a state that does not allow it,{' '}
                <code>429</code> rate limited.
              </li>
              <li>
                <code>402</code> the subscription does not cover it: the body adds <code>code</code>, <code>message</code> and an{' '}
                <code>action</code> with a label and a URL.
              </li>
            </ul>
            <p>
              In GraphQL, a mutation answers either its result or an <code>AppError</code> with a <code>code</code> (<code>VALIDATION</code>
              , <code>FORBIDDEN</code>, <code>NOT_FOUND</code>, <code>CONFLICT</code> …), a <code>message</code> and{' '}
              <code>fieldErrors</code>; ask for both with fragments. A request that fails as a whole (not signed in, rate limited) answers
              in <code>errors</code>, with the code in <code>extensions.code</code>.
            </p>

            <h2 id="pagination">Pagination</h2>
            <p>
              GraphQL lists are connections: ask for <code>first</code> items (at most 100) and pass the last page's{' '}
              <code>pageInfo.endCursor</code> as <code>after</code> while <code>pageInfo.hasNextPage</code> is true.
            </p>
            <p>
              The REST lists of jobs, completed jobs and customers take <code>limit</code> (default 100, at most 500) and{' '}
              <code>offset</code>. When there is more, the answer has a <code>Link</code> header with <code>rel="next"</code>: follow it
              until there is none.
            </p>

            <h2 id="webhooks">Webhooks</h2>
            <p>
              An admin subscribes an HTTPS address to events in <strong>Settings → Integrations</strong>:{' '}
              {WEBHOOK_EVENT_TYPES.map((event, i) => (
                <span key={event}>
                  {i > 0 ? ', ' : ''}
                  <code>{event}</code>
                </span>
              ))}
              . Each delivery is a <code>POST</code> of JSON with the event's <code>type</code>, its <code>timestamp</code> and in{' '}
              <code>data</code> the whole object as the API returns it.
            </p>
            <p>
              Deliveries are signed per the{' '}
              <a href="https://www.standardwebhooks.com/" rel="noopener">
                Standard Webhooks
              </a>{' '}
              specification, with the endpoint's secret (it starts with <code>whsec_</code>, shown once when you add the endpoint). Three
              headers come with each: <code>webhook-id</code> (the same for every retry of one message: use it to ignore repeats),{' '}
              <code>webhook-timestamp</code> (seconds since 1970) and <code>webhook-signature</code> (<code>v1,</code> and the base64
              HMAC-SHA256 of <code>id.timestamp.body</code>; while a secret is being rotated, two signatures separated by a space). Answer
              with any 2xx status quickly; anything else is retried with growing delays for more than 72 hours, and the delivery log in
              Settings shows each attempt.
            </p>
            <p>Verify a delivery with the Standard Webhooks library, on the exact body as it arrived (before parsing it):</p>
            <Code>{`import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.SPANNER_WEBHOOK_SECRET!); // whsec_…

// rawBody: the request body as received, a string; headers: the request's headers
const event = webhook.verify(rawBody, headers) as { type: string; timestamp: string; data: unknown };
// verify() throws if the signature does not match or the timestamp is more than 5 minutes away`}</Code>
            <p>Or by hand, in any language:</p>
            <Code>{`import { createHmac, timingSafeEqual } from 'node:crypto';

function verified(secret: string, id: string, timestamp: string, signatures: string, rawBody: string): boolean {
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${rawBody}\`).digest();
  return signatures.split(' ').some((s) => {
    const given = Buffer.from(s.replace(/^v1,/, ''), 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}`}</Code>

            <h2 id="mcp">AI clients (MCP)</h2>
            <p>
              Connect your own AI client (Claude, ChatGPT, an agent you build) to your business over the{' '}
              <a href="https://modelcontextprotocol.io/" rel="noopener">
                Model Context Protocol
              </a>
              . The server speaks Streamable HTTP at{' '}
              <code>
                {origin}
                {MCP_PATH}
              </code>{' '}
              and takes an API key as a bearer token, like the rest of the API: the same role, rate limit and revocation.
            </p>
            <p>
              Its tools are the {SITE_NAME} assistant's: find jobs, customers and equipment, a day's schedule, the team, equipment history,
              completed jobs, and for manager-like keys open quotes and unpaid invoices. A technician-like or manager-like key may also
              propose a new job, a move, an SMS or an invoice: the tool answers with the draft and a <code>confirmUrl</code>. Nothing
              happens until a person opens that page in {SITE_NAME} and presses Confirm. A read-only key gets no propose tools.
            </p>
            <Code>{`{
  "mcpServers": {
    "spanner": {
      "type": "http",
      "url": "${origin}${MCP_PATH}",
      "headers": { "Authorization": "Bearer spk_…" }
    }
  }
}`}</Code>
            <Code>{`import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const client = new Client({ name: 'my-agent', version: '1.0.0' });
await client.connect(
  new StreamableHTTPClientTransport(new URL('${origin}${MCP_PATH}'), {
    requestInit: { headers: { Authorization: \`Bearer \${process.env.SPANNER_API_KEY}\` } },
  }),
);
const { tools } = await client.listTools();
const jobs = await client.callTool({ name: 'find_jobs', arguments: { search: 'boiler' } });`}</Code>

            <h2 id="examples">Examples</h2>
            <h3>curl</h3>
            <Code>{`curl ${origin}/api/jobs?view=upcoming \\
  -H "Authorization: Bearer $SPANNER_API_KEY"`}</Code>
            <Code>{`curl ${origin}/api/customers \\
  -H "Authorization: Bearer $SPANNER_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"name": "Harbour Cafe", "email": "accounts@harbourcafe.com.au"}'`}</Code>
            <Code>{`curl ${origin}/graphql \\
  -H "Authorization: Bearer $SPANNER_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"query": "{ jobs(first: 20) { edges { node { id title status scheduledAt customer { name } } } pageInfo { hasNextPage endCursor } } }"}'`}</Code>
            <h3>TypeScript</h3>
            <p>
              Generate types from the OpenAPI document with <code>openapi-typescript</code> and call REST through <code>openapi-fetch</code>
              : paths, parameters, bodies and answers are all checked.
            </p>
            <Code>{`npx openapi-typescript ${origin}${DEVELOPER_LINKS.openApi} -o spanner-api.d.ts
npm install openapi-fetch`}</Code>
            <Code>{`import createClient from 'openapi-fetch';
import type { paths } from './spanner-api';

const spanner = createClient<paths>({
  baseUrl: '${origin}',
  headers: { Authorization: \`Bearer \${process.env.SPANNER_API_KEY}\` },
});

const { data: jobs, error } = await spanner.GET('/api/jobs', { params: { query: { view: 'upcoming', limit: 50 } } });
if (error) throw new Error(error.error);
for (const job of jobs) console.log(job.title, job.scheduled_at);`}</Code>
            <Code>{`const response = await fetch('${origin}/graphql', {
  method: 'POST',
  headers: { Authorization: \`Bearer \${process.env.SPANNER_API_KEY}\`, 'Content-Type': 'application/json' },
  body: JSON.stringify({
    query: 'query Customers($after: String) { customers(first: 100, after: $after) { edges { node { id name } } pageInfo { hasNextPage endCursor } } }',
    variables: { after: null },
  }),
});
const { data, errors } = await response.json();`}</Code>

            <h2 id="reference">Reference and downloads</h2>
            <ul>
              <li>
                <a href={DEVELOPER_LINKS.restReference}>REST API reference</a>: every operation with its parameters, bodies and answers.
              </li>
              <li>
                <a href={DEVELOPER_LINKS.openApi} download="spanner-openapi.json">
                  OpenAPI document (JSON)
                </a>
                : for code generators, API clients and linters.
              </li>
              <li>
                <a href={DEVELOPER_LINKS.schema} download="schema.graphql">
                  GraphQL schema (schema.graphql)
                </a>
                : for GraphQL code generators and editors.
              </li>
              <li>
                <a href={DEVELOPER_LINKS.graphiql}>GraphiQL</a>: explore and run GraphQL queries in the browser once you are signed in to{' '}
                {SITE_NAME}.
              </li>
              <li>
                <a href={DEVELOPER_LINKS.llms}>llms.txt</a>: an index of this documentation for AI tools.
              </li>
            </ul>
          </div>
        </article>
      </main>
      <SiteFooter />
    </>
  );
}
