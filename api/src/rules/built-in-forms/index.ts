import { airconService } from './aircon-service.ts';
import { ccewNsw } from './ccew-nsw.ts';
import { coesVic } from './coes-vic.ts';
import { forkliftInspection } from './forklift-inspection.ts';
import { jobCompletion } from './job-completion.ts';
import { swms } from './swms.ts';
import { testAndTag } from './test-and-tag.ts';
import type { BuiltInForm } from './types.ts';

// The templates Spanner ships (docs/forms.md → Built-in templates), in the order the list shows them.

export type { BuiltInForm } from './types.ts';

export const BUILT_IN_FORMS: readonly BuiltInForm[] = [
  airconService,
  testAndTag,
  ccewNsw,
  coesVic,
  swms,
  forkliftInspection,
  jobCompletion,
];

export const builtInForm = (key: string): BuiltInForm | undefined => BUILT_IN_FORMS.find((f) => f.key === key);
