import { tagSheetPath } from '../../domain/forms/render-tag-sheet.ts';
import { builder } from '../builder.ts';

// A test-and-tag form's recorded items and its tag sheet (docs/forms.md → Test and tag; REST: form-items.contract.ts).
// The tag sheet is REST's alone (GET /api/job-forms/{id}/tag-sheet): GraphQL gives its URL.

const day = (d: Date) => d.toISOString().slice(0, 10);

builder.prismaObject('JobFormItem', {
  description: "A row of a submitted test-and-tag form: the customer's unit it became (found by asset tag or made) and its result",
  authScopes: { loggedIn: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    formId: t.exposeID('formId'),
    row: t.exposeInt('row', { description: "The row of the form's item group, counted from 0" }),
    equipmentId: t.exposeID('equipmentId'),
    equipment: t.relation('equipment'),
    result: t.exposeString('result', { description: 'pass, fail or na' }),
    testedOn: t.string({ description: 'The test date (YYYY-MM-DD)', resolve: (i) => day(i.testedOn) }),
    nextDueOn: t.string({
      nullable: true,
      description: 'The next test due (YYYY-MM-DD); null when not passed (a failed item is withdrawn from service)',
      resolve: (i) => (i.nextDueOn ? day(i.nextDueOn) : null),
    }),
  }),
});

builder.prismaObjectFields('JobForm', (t) => ({
  items: t.relation('items', {
    description: 'The items a submitted test-and-tag form recorded, in row order ([] for other forms)',
    query: { orderBy: { row: 'asc' } },
  }),
  tagSheetUrl: t.string({
    nullable: true,
    description: 'Where the tag sheet PDF is fetched (signed in): a submitted form that recorded items; null otherwise',
    select: { status: true, items: { select: { id: true }, take: 1 } },
    resolve: (f) => (f.status === 'submitted' && f.items.length ? tagSheetPath(f.id) : null),
  }),
}));

builder.prismaObjectFields('Equipment', (t) => ({
  assetTag: t.exposeString('assetTag', {
    nullable: true,
    description: 'The asset id or tag number on the item (a test-and-tag row finds its unit by it)',
  }),
}));
