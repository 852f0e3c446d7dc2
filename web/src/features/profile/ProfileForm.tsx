import { useMutation } from '@apollo/client/react';
import {
  Avatar,
  type AvatarVariant,
  avatarVariants,
  Banner,
  Button,
  Form,
  Radio,
  RadioGroup,
  TextField,
  toast,
} from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../gql';
import { shellStyles as css } from '../../kit/shell';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import { useFormFields } from '../../lib/use-form-fields';
import type { Viewer } from '../../lib/viewer';

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on User {
        id
        name
        initials
        avatarUrl
        avatarSeed
        avatarVariant
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

/** Initials, or one of the design system's generated patterns. */
const INITIALS = 'initials';
const styleLabel = (style: string) => style[0].toUpperCase() + style.slice(1);

/** The signed-in user's own name and avatar style (their email and role are the office's to change). */
export function ProfileForm({ viewer }: { viewer: Viewer }) {
  const { values, set, errors, setErrors } = useFormFields({ name: viewer.name, avatar: viewer.avatarVariant ?? INITIALS });
  const [error, setError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateProfileMutation);
  const avatarVariant = values.avatar === INITIALS ? null : (values.avatar as AvatarVariant);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!values.name.trim()) return setErrors({ name: 'Name is required' });
    try {
      const input = { name: values.name.trim(), avatarVariant };
      unwrap((await update({ variables: { input } })).data?.updateProfile, 'Failed to save your profile');
      toast.success('Profile saved');
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setError(messageOf(err, 'Failed to save your profile'));
    }
  }

  const unchanged = values.name.trim() === viewer.name && avatarVariant === (viewer.avatarVariant ?? null);
  return (
    <Form onSubmit={submit} aria-label="Profile" validationErrors={errors}>
      {error && <Banner tone="error" title={error} />}
      <TextField label="Name" name="name" isRequired value={values.name} onChange={set('name')} errorMessage={errors.name} />
      <RadioGroup label="Avatar" orientation="horizontal" value={values.avatar} onChange={set('avatar')}>
        {[INITIALS, ...avatarVariants].map((style) => (
          <Radio key={style} value={style} aria-label={styleLabel(style)}>
            <span className={css.row} title={styleLabel(style)}>
              <Avatar
                name={values.name || viewer.name}
                variant={style === INITIALS ? null : (style as AvatarVariant)}
                seed={viewer.avatarSeed}
                size="sm"
              />
            </span>
          </Radio>
        ))}
      </RadioGroup>
      <Button type="submit" variant="primary" isPending={loading} isDisabled={unchanged}>
        Save profile
      </Button>
    </Form>
  );
}
