import { useQuery } from '@apollo/client/react';
import { JOB_TYPE_LABELS } from '@rules/job-status';
import { Badge, Button, Card, EmptyState, Entry, EntryList, Link, PageHeader, PlusIcon, Skeleton } from '@spanner/design-system';
import { useNavigate } from 'react-router';
import type { FormTemplateListFieldsFragment } from '../../gql/graphql';
import { LoadFailure } from '../../kit/LoadFailure';
import { useCan } from '../../lib/use-can';
import { BlockCompletionSwitch } from './BlockCompletionSwitch';
import { FormTemplatesQuery } from './template-docs';

/** What a template attaches to by itself, in words. */
export function attachesTo(t: Pick<FormTemplateListFieldsFragment, 'jobTypes' | 'equipmentTypes'>): string {
  const parts = [
    ...t.jobTypes.map((j) => `${JOB_TYPE_LABELS[j as keyof typeof JOB_TYPE_LABELS] ?? j} jobs`),
    ...t.equipmentTypes.map((e) => `each ${e}`),
  ];
  return parts.length ? `Attaches to ${parts.join(', ')}` : 'Added by hand';
}

/** /settings/forms (manageFormTemplates): the form templates, archived ones marked, and New template. */
export function FormTemplatesPage() {
  const navigate = useNavigate();
  const mayManage = useCan('manageFormTemplates');
  const { data, loading, error, refetch } = useQuery(FormTemplatesQuery, {
    variables: { includeArchived: true },
    fetchPolicy: 'cache-and-network',
  });
  const templates = data?.formTemplates.edges.map((e) => e.node) ?? [];
  const add = mayManage ? (
    <>
      <Button variant="secondary" onPress={() => navigate('/settings/forms/built-in')}>
        Add a Spanner template
      </Button>
      <Button variant="primary" icon={<PlusIcon size={16} />} onPress={() => navigate('/settings/forms/new')}>
        New template
      </Button>
    </>
  ) : null;
  return (
    <>
      <PageHeader
        title="Forms"
        back={{ href: '/settings', label: 'Settings' }}
        subtitle="Checklists and forms filled on jobs"
        actions={add}
      />
      <BlockCompletionSwitch />
      {!data && loading ? (
        <Skeleton shape="rect" height={240} />
      ) : !data && error ? (
        <LoadFailure title="Failed to load forms" error={error} onRetry={() => void refetch()} />
      ) : templates.length === 0 ? (
        <EmptyState title="No form templates yet" description="A template is a checklist or form your team fills on jobs." action={add} />
      ) : (
        <Card padding="none">
          <EntryList aria-label="Form templates">
            {templates.map((t) => (
              <Entry
                key={t.id}
                aria-label={t.name}
                title={<Link href={`/settings/forms/${t.id}`}>{t.name}</Link>}
                meta={attachesTo(t)}
                aside={
                  <>
                    <Badge tone="grey">Version {t.version}</Badge>
                    {t.archivedAt && <Badge tone="yellow">Archived</Badge>}
                  </>
                }
              />
            ))}
          </EntryList>
        </Card>
      )}
    </>
  );
}
