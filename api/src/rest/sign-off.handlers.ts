import { getServiceReport, listSignOffs, signOffReport } from '../domain/sign-off/read-sign-offs.ts';
import { listCustomerSignOffs, listEquipmentSignOffs } from '../domain/sign-off/record-sign-offs.ts';
import { signOffJob } from '../domain/sign-off/sign-off-job.ts';
import { toSignOffJson } from '../views/sign-off.views.ts';
import { type BoundRoute, implement } from './contract.ts';
import { sendPdf } from './pdf-reply.ts';
import { signOffContract } from './sign-off.contract.ts';

// The customer's sign-off: contracts in sign-off.contract.ts, implemented here, each one domain call.
export const signOffRoutes: BoundRoute[] = implement(signOffContract, {
  async serviceReport({ ctx, params }) {
    const { report, digest, customerEmail } = await getServiceReport(ctx, params.id);
    return { report, digest, customer_email: customerEmail };
  },
  async signOff({ ctx, params, body }) {
    return toSignOffJson(await signOffJob(ctx, params.id, body));
  },
  async listSignOffs({ ctx, params }) {
    return (await listSignOffs(ctx, params.id)).map(toSignOffJson);
  },
  async customerSignOffs({ ctx, params }) {
    return (await listCustomerSignOffs(ctx, params.id)).map(toSignOffJson);
  },
  async equipmentSignOffs({ ctx, params }) {
    return (await listEquipmentSignOffs(ctx, params.id)).map(toSignOffJson);
  },
  async report({ ctx, params, reply }) {
    return sendPdf(reply, await signOffReport(ctx, params.id, params.signOffId));
  },
});
