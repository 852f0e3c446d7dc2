import { startProviderServer } from './provider-server.ts';

// A local OpenAI: POST /v1/chat/completions answered from a script, so the real `openai` SDK is driven without the
// network. Each request takes the next step of the script; a step is a tool call, a text answer, an HTTP failure,
// or a function of the request (to answer with an id a tool returned). Every request body is kept, so a test can
// read exactly what the model was sent back from the tools.

export interface ChatRequest {
  model: string;
  // biome-ignore lint/suspicious/noExplicitAny: the messages are read field by field in tests
  messages: any[];
  tools?: { type: 'function'; function: { name: string; strict?: boolean; parameters: Record<string, unknown> } }[];
  parallel_tool_calls?: boolean;
  tool_choice?: unknown;
}

export type Step =
  | { call: string; args: unknown; extraCalls?: { call: string; args: unknown }[] }
  | { text: string | null }
  | { status: number; error?: string }
  | { usage: { prompt: number; completion: number }; text: string }
  | ((req: ChatRequest) => Step);

export interface FakeOpenAI {
  url: string;
  requests: ChatRequest[];
  /** Replace the script: each request takes the next step; after the last, the answer is 'Done.' */
  script(steps: Step[]): void;
  /** What the tools returned to the model in the last conversation (every tool message's content, joined). */
  toolResults(): string;
  close(): Promise<void>;
}

let seq = 0;
const toolCall = (call: string, args: unknown) => ({
  id: `call_${++seq}`,
  type: 'function',
  function: { name: call, arguments: typeof args === 'string' ? args : JSON.stringify(args) },
});

function completion(req: ChatRequest, step: Exclude<Step, ((req: ChatRequest) => Step) | { status: number }>) {
  const usage = 'usage' in step ? step.usage : { prompt: 100, completion: 20 };
  const message =
    'call' in step
      ? {
          role: 'assistant',
          content: null,
          tool_calls: [toolCall(step.call, step.args), ...(step.extraCalls ?? []).map((c) => toolCall(c.call, c.args))],
        }
      : { role: 'assistant', content: step.text };
  return {
    id: `chatcmpl-${++seq}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: req.model,
    choices: [{ index: 0, message, finish_reason: 'call' in step ? 'tool_calls' : 'stop', logprobs: null }],
    usage: { prompt_tokens: usage.prompt, completion_tokens: usage.completion, total_tokens: usage.prompt + usage.completion },
  };
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const requests: ChatRequest[] = [];
  let steps: Step[] = [];
  const { server, url } = await startProviderServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return send(404, { error: { message: 'Not found' } });
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest;
      requests.push(body);
      let step: Step = steps.shift() ?? { text: 'Done.' };
      while (typeof step === 'function') step = step(body);
      if ('status' in step) return send(step.status, { error: { message: step.error ?? 'The server had an error', type: 'server_error' } });
      send(200, completion(body, step));
    });
  });
  return {
    url: `${url}/v1`,
    requests,
    script(next) {
      steps = [...next];
      requests.length = 0;
    },
    toolResults() {
      const last = requests.at(-1);
      return (last?.messages ?? [])
        .filter((m) => m.role === 'tool')
        .map((m) => String(m.content))
        .join('\n');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
