import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Gallery, Section } from '../../stories/layout';
import { Banner } from '../Banner/Banner';
import { DropZone, FileTrigger } from './DropZone';

const meta = {
  title: 'Forms/DropZone',
  component: DropZone,
  args: {
    label: 'Drop a CSV file here',
    hint: 'Only .csv files',
    buttonLabel: 'Choose file',
    acceptedFileTypes: ['.csv'],
    allowsMultiple: false,
    isDisabled: false,
    onSelect: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof DropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The CSV import flow: wrong types show the spec's 'Invalid file type' message. */
function CsvImport() {
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; title: string; text: string } | null>(null);
  return (
    <>
      <DropZone
        label="Drop a customers CSV here"
        hint="Only .csv files"
        acceptedFileTypes={['.csv']}
        onSelect={([file]) => setMessage({ tone: 'info', title: 'Ready to import', text: file?.name ?? '' })}
        onReject={() => setMessage({ tone: 'error', title: 'Invalid file type', text: 'Please select a CSV file' })}
      />
      {message ? (
        <Banner tone={message.tone} title={message.title}>
          {message.text}
        </Banner>
      ) : null}
    </>
  );
}

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="Drop zone" layout="stack">
        <CsvImport />
        <DropZone label="Photos" hint="Images only, several at once" acceptedFileTypes={['image/*']} allowsMultiple onSelect={() => {}} />
        <DropZone label="Disabled" isDisabled onSelect={() => {}} />
      </Section>
      <Section title="File trigger buttons">
        <FileTrigger acceptedFileTypes={['.csv']} onSelect={() => {}}>
          Import CSV
        </FileTrigger>
        <FileTrigger acceptedFileTypes={['image/*']} allowsMultiple variant="primary" onSelect={() => {}}>
          Upload photos
        </FileTrigger>
      </Section>
    </Gallery>
  ),
};
