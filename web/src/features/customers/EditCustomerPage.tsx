import { Card, PageHeader, Skeleton, toast } from '@spanner/design-system';
import { useNavigate, useParams } from 'react-router';
import { CustomerForm } from './CustomerForm';
import { CustomerMissing } from './CustomerMissing';
import * as css from './customers.css';
import { useCustomer } from './use-customer';

/** /customers/{id}/edit: the profile's Edit form as a page; saving returns to the profile. */
export function EditCustomerPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { customer, loading, notFound, error } = useCustomer(id);
  if (loading) return <Skeleton shape="rect" height={320} />;
  if (!customer || notFound) return <CustomerMissing error={error} />;
  return (
    <>
      <PageHeader title="Edit Customer" subtitle={customer.name} back={{ href: `/customers/${id}`, label: customer.name }} />
      <Card padding="lg" className={css.formPage}>
        <CustomerForm
          customer={customer}
          onCancel={() => navigate(`/customers/${id}`)}
          onSaved={() => {
            toast.success('Customer saved');
            navigate(`/customers/${id}`);
          }}
        />
      </Card>
    </>
  );
}
