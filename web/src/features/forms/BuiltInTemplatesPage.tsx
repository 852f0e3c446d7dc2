import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Entry, EntryList, Link, PageHeader, Skeleton, toast } from '@spanner/design-system';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadFailure } from '../../kit/LoadFailure';
import { messageOf } from '../../lib/error-message';
import { AddBuiltInFormTemplateMutation, BuiltInFormTemplatesQuery } from './built-in-docs';

/**
 * /settings/forms/built-in (manageFormTemplates): the templates Spanner ships, each with Add (or that it was added
 * and a link to it). Adding makes an ordinary template of the business and opens it in the builder.
 */
export function BuiltInTemplatesPage() {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(BuiltInFormTemplatesQuery, { fetchPolicy: 'cache-and-network' });
  const [addTemplate] = useMutation(AddBuiltInFormTemplateMutation, { refetchQueries: ['FormTemplates', 'BuiltInFormTemplates'] });
  const [adding, setAdding] = useState<string | null>(null);

  async function add(key: string) {
    setAdding(key);
    try {
      const res = await addTemplate({ variables: { key } });
      const made = res.data?.addBuiltInFormTemplate;
      if (made?.__typename === 'FormTemplate') {
        toast.success('Template added', `${made.name}: change it as you need`);
        navigate(`/settings/forms/${made.id}`);
      } else if (made?.__typename === 'AppError') {
        toast.error('Could not add the template', made.message);
      }
    } catch (err) {
      toast.error('Could not add the template', messageOf(err, ''));
    } finally {
      setAdding(null);
    }
  }

  return (
    <>
      <PageHeader
        title="Add a Spanner template"
        back={{ href: '/settings/forms', label: 'Forms' }}
        subtitle="Ready-made Australian forms: each becomes a template of your own that you can change"
      />
      {!data && loading ? (
        <Skeleton shape="rect" height={240} />
      ) : !data && error ? (
        <LoadFailure title="Failed to load the Spanner templates" error={error} onRetry={() => void refetch()} />
      ) : (
        <Card padding="md">
          <EntryList aria-label="Spanner templates">
            {(data?.builtInFormTemplates ?? []).map((f) => (
              <Entry
                key={f.key}
                aria-label={f.name}
                title={f.addedTemplateId ? <Link href={`/settings/forms/${f.addedTemplateId}`}>{f.name}</Link> : f.name}
                meta={f.description}
                aside={f.added ? <Badge tone="green">Added</Badge> : null}
                actions={
                  f.added ? null : (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Add ${f.name}`}
                      isDisabled={adding !== null}
                      onPress={() => void add(f.key)}
                    >
                      {adding === f.key ? 'Adding…' : 'Add'}
                    </Button>
                  )
                }
              />
            ))}
          </EntryList>
        </Card>
      )}
    </>
  );
}
