import { Card, PageHeader, toast } from '@spanner/design-system';
import { useNavigate } from 'react-router';
import { CustomerForm } from './CustomerForm';
import * as css from './customers.css';

/** /customers/new (spec part 2 §2): the create form; Create stays disabled until a company name is typed; back to /customers. */
export function NewCustomerPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="New Customer" back={{ href: '/customers', label: 'Customers' }} />
      <Card padding="lg" className={css.formPage}>
        <CustomerForm
          onCancel={() => navigate('/customers')}
          onSaved={(customer) => {
            toast.success('Customer created', customer.name);
            navigate('/customers');
          }}
        />
      </Card>
    </>
  );
}
