import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gallery, Section } from '../../stories/layout';
import { Avatar } from './Avatar';
import { avatarVariants } from './patterns';

const meta = {
  title: 'Data display/Avatar',
  component: Avatar,
  args: { name: 'Sam Nguyen', size: 'lg', variant: null, seed: '' },
  argTypes: {
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
    variant: { control: 'select', options: [null, ...avatarVariants] },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const names = ['Sam Nguyen', 'Priya Patel', 'Acme Air Conditioning', 'Tom Walker', 'Zoe', 'Bolt Electrical', 'Mia Rossi', 'Jack Smith'];

/** A photo as a data URL so the story works offline. */
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#c7d7fe"/><circle cx="20" cy="16" r="7" fill="#1d4ed8"/><path d="M6 40a14 14 0 0 1 28 0" fill="#1d4ed8"/></svg>',
  );

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="Initials (hue from the name)">
        {names.map((name) => (
          <Avatar key={name} name={name} size="lg" />
        ))}
      </Section>
      <Section title="Sizes">
        {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
          <Avatar key={size} name="Priya Patel" size={size} />
        ))}
      </Section>
      <Section title="Variants (seed: sam@acme.com.au)">
        {avatarVariants.map((variant) => (
          <figure key={variant} style={{ margin: 0, display: 'grid', justifyItems: 'center', gap: 6 }}>
            <Avatar name={`Sam Nguyen (${variant})`} variant={variant} seed="sam@acme.com.au" size="xl" />
            <figcaption>{variant}</figcaption>
          </figure>
        ))}
      </Section>
      <Section title="Same variant, different seeds">
        {names.map((name) => (
          <Avatar key={name} name={name} variant="beam" size="lg" />
        ))}
      </Section>
      <Section title="Photo">
        <Avatar name="Sam Nguyen" src={photo} size="xl" />
        <Avatar name="Broken photo falls back" src="data:image/png;base64,broken" size="xl" />
      </Section>
    </Gallery>
  ),
};
