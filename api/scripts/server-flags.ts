// The Node flags the API server runs with: `npm start` (package.json) and the image's CMD (Dockerfile) pass them,
// test/deployment.test.ts holds both to this list, and `npm run bench` starts its server processes with them.
//
// --max-semi-space-size=32: a young generation twice Node's default (16 MB a semi-space on 64-bit). A request
// allocates its rows, the GraphQL executor's objects and the JSON answer, all short-lived; with the default young
// generation the collector ran so often that it took 12–13 % of the server's CPU in the hot reads. Measured side by
// side (docs/benchmark.md, "The young generation"): server CPU a request −15 to −20 % for the month view and the
// jobs list, REST and GraphQL alike; 64 MB gained nothing more. It costs up to 48 MB more memory under load.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];
