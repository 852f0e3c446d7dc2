import type { Meta, StoryObj } from '@storybook/react-vite';
import { CloseIcon, MenuIcon, MoreIcon, PlusIcon, SettingsIcon } from '../../icons/icons';
import { Gallery, Section } from '../../stories/layout';
import { IconButton } from './IconButton';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Open menu', icon: <MenuIcon />, variant: 'ghost', size: 'md', isDisabled: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      {(['ghost', 'secondary', 'primary', 'danger'] as const).map((variant) => (
        <Section key={variant} title={variant}>
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <IconButton
              key={size}
              variant={variant}
              size={size}
              label={`Add (${size})`}
              icon={<PlusIcon size={size === 'sm' ? 16 : 20} />}
            />
          ))}
          <IconButton variant={variant} label="Settings" icon={<SettingsIcon />} />
          <IconButton variant={variant} label="More actions" icon={<MoreIcon />} />
          <IconButton variant={variant} label="Close" icon={<CloseIcon />} isDisabled />
        </Section>
      ))}
    </Gallery>
  ),
};
