import { type FormSettings, getFormSettings, updateFormSettings } from '../domain/forms/form-settings.ts';
import { type BoundRoute, implement } from './contract.ts';
import { formSettingsContract } from './form-settings.contract.ts';

const toJson = (s: FormSettings) => ({ block_completion: s.blockCompletion });

export const formSettingsRoutes: BoundRoute[] = implement(formSettingsContract, {
  getFormSettings: async ({ ctx }) => toJson(await getFormSettings(ctx)),
  updateFormSettings: async ({ ctx, body }) => toJson(await updateFormSettings(ctx, body)),
});
