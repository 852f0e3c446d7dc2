import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronRightIcon } from '../../icons/icons';
import { Gallery, Section } from '../../stories/layout';
import { Link } from './Link';

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { children: 'View Customer', href: '#customers/1', variant: 'primary', isDisabled: false },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'subtle', 'inline'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="Variants">
        <Link href="#jobs">View All</Link>
        <Link href="#schedule" variant="subtle">
          Jobs Today
        </Link>
        <Link href="#equipment">
          Back to Equipment <ChevronRightIcon size={16} />
        </Link>
        <Link href="#x" isDisabled>
          Disabled
        </Link>
      </Section>
      <Section title="Inside text">
        <p>
          Read our{' '}
          <Link href="#privacy" variant="inline">
            privacy policy
          </Link>{' '}
          before you sign up.
        </p>
      </Section>
    </Gallery>
  ),
};
