import { useMutation, useQuery } from '@apollo/client/react';
import { statusLabel } from '@rules/status-tones';
import { TICKET_PRIORITIES } from '@rules/support-tickets';
import { Button, Card, Form, FormActions, type Key, PageHeader, Select, TextArea, TextField, toast } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import type { TicketPriority } from '../../gql/graphql';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';

const CategoriesQuery = graphql(`
  query TicketCategories {
    ticketCategories {
      id
      name
    }
  }
`);

const CreateTicket = graphql(`
  mutation CreateSupportTicket($input: CreateSupportTicketInput!) {
    createSupportTicket(input: $input) {
      __typename
      ... on SupportTicket {
        id
        ...TicketListItem
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

const PRIORITY_OPTIONS = [...TICKET_PRIORITIES].reverse().map((p) => ({ id: p, label: statusLabel(p) }));

type Errors = Partial<Record<'title' | 'description' | 'categoryId', string>>;

/** /support/new: title, description, category and priority (medium unless chosen); opens the ticket's page after. */
export function NewTicketPage() {
  const navigate = useNavigate();
  const categories = useQuery(CategoriesQuery);
  const [create, { loading }] = useMutation(CreateTicket);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [categoryId, setCategoryId] = useState<Key | null>(null);
  const [priority, setPriority] = useState<Key>('medium');
  const [errors, setErrors] = useState<Errors>({});

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: Errors = {};
    if (!title.trim()) found.title = 'Title is required';
    if (!description.trim()) found.description = 'Description is required';
    setErrors(found);
    if (found.title || found.description) return;
    try {
      const ticket = unwrap(
        (
          await create({
            variables: {
              input: {
                title: title.trim(),
                description: description.trim(),
                categoryId: categoryId ? String(categoryId) : null,
                priority: priority as TicketPriority,
              },
            },
          })
        ).data?.createSupportTicket,
      );
      toast.success('Ticket created', 'The support team will reply here and by email.');
      navigate(`/support/ticket/${ticket.id}`);
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      toast.error('Could not create the ticket', messageOf(err, 'Something went wrong'));
    }
  }

  const edit = (field: keyof Errors) => setErrors((s) => ({ ...s, [field]: undefined }));

  return (
    <>
      <PageHeader
        title="New Ticket"
        subtitle="Tell us what is happening; the more detail, the faster we can help."
        back={{ href: '/support', label: 'Support' }}
      />
      <Card padding="lg">
        <Form onSubmit={submit} validationBehavior="aria">
          <TextField
            label="Title"
            value={title}
            onChange={(v) => {
              setTitle(v);
              edit('title');
            }}
            isInvalid={!!errors.title}
            errorMessage={errors.title}
            isRequired
          />
          <TextArea
            label="Description"
            description="What you were doing, what you expected, and what happened instead."
            value={description}
            onChange={(v) => {
              setDescription(v);
              edit('description');
            }}
            rows={6}
            isInvalid={!!errors.description}
            errorMessage={errors.description}
            isRequired
          />
          <Select
            label="Category"
            placeholder={categories.loading ? 'Loading categories…' : 'Choose a category'}
            items={(categories.data?.ticketCategories ?? []).map((c) => ({ id: c.id, label: c.name }))}
            value={categoryId}
            onChange={(k) => {
              setCategoryId(k);
              edit('categoryId');
            }}
            isInvalid={!!errors.categoryId}
            errorMessage={errors.categoryId}
          />
          <Select label="Priority" items={PRIORITY_OPTIONS} value={priority} onChange={(k) => setPriority(k ?? 'medium')} />
          <FormActions>
            <Button variant="secondary" onPress={() => navigate('/support')}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" isPending={loading}>
              Create Ticket
            </Button>
          </FormActions>
        </Form>
      </Card>
    </>
  );
}
