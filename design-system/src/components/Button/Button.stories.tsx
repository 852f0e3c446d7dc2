import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlusIcon } from '../../icons/icons';
import { Gallery, Section } from '../../stories/layout';
import { Button } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Save job', variant: 'primary', size: 'md', isPending: false, isDisabled: false, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save job' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

const variants = ['primary', 'secondary', 'ghost', 'danger'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      {variants.map((variant) => (
        <Section key={variant} title={variant}>
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {`Button ${size}`}
            </Button>
          ))}
          <Button variant={variant} icon={<PlusIcon size={16} />}>
            New job
          </Button>
          <Button variant={variant} isDisabled>
            Disabled
          </Button>
          <Button variant={variant} isPending>
            Saving
          </Button>
        </Section>
      ))}
    </Gallery>
  ),
};
