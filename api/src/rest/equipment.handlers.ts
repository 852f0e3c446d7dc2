import { createEquipment } from '../domain/equipment/create-equipment.ts';
import { deleteEquipment } from '../domain/equipment/delete-equipment.ts';
import { equipmentRead } from '../domain/equipment/equipment-query.ts';
import { getEquipment } from '../domain/equipment/get-equipment.ts';
import { listEquipment } from '../domain/equipment/list-equipment.ts';
import { updateEquipment } from '../domain/equipment/update-equipment.ts';
import { recordMeterReading } from '../domain/service/record-meter-reading.ts';
import { toEquipmentJson } from '../views/equipment.views.ts';
import { type BoundRoute, implement } from './contract.ts';
import { equipmentContract } from './equipment.contract.ts';

// REST compatibility routes for equipment: contracts in equipment.contract.ts, implemented here.
export const equipmentRoutes: BoundRoute[] = implement(equipmentContract, {
  async list({ ctx, query: { limit, offset, ...filters } }) {
    const rows = await listEquipment(ctx, filters, { ...equipmentRead, take: limit, skip: offset });
    return rows.map(toEquipmentJson);
  },
  async create({ ctx, body }) {
    return toEquipmentJson(await createEquipment(ctx, body));
  },
  async get({ ctx, params }) {
    return toEquipmentJson(await getEquipment(ctx, params.id));
  },
  async update({ ctx, params, body }) {
    return toEquipmentJson(await updateEquipment(ctx, params.id, body));
  },
  async remove({ ctx, params }) {
    await deleteEquipment(ctx, params.id);
    return { success: true };
  },
  async meterReading({ ctx, params, body }) {
    return toEquipmentJson(await recordMeterReading(ctx, { ...body, equipmentId: params.id }));
  },
  async forJobs({ ctx, query }) {
    return (await listEquipment(ctx, query)).map(toEquipmentJson);
  },
});
