import { useMutation, useQuery } from '@apollo/client/react';
import { Switch, toast } from '@spanner/design-system';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { useCan } from '../../lib/use-can';
import { FormSettingsQuery, UpdateFormSettingsMutation } from './form-settings-docs';

/**
 * Settings → Forms (manageFormTemplates): whether a job whose required forms are not submitted can be completed.
 * Off, Complete asks first and may go on; on, it waits for the forms (docs/forms.md → Completing a job).
 */
export function BlockCompletionSwitch() {
  const mayManage = useCan('manageFormTemplates');
  const { data } = useQuery(FormSettingsQuery, { skip: !mayManage });
  // The settings have no id to be matched by: the saved value is written over the query's.
  const [save, { loading }] = useMutation(UpdateFormSettingsMutation, {
    update(cache, { data: saved }) {
      const settings = saved?.updateFormSettings;
      if (settings?.__typename === 'FormSettings') cache.writeQuery({ query: FormSettingsQuery, data: { formSettings: settings } });
    },
  });
  if (!mayManage || !data) return null;
  async function change(next: boolean) {
    try {
      unwrap((await save({ variables: { blockCompletion: next } })).data?.updateFormSettings, 'Failed to save');
      toast.success(next ? 'Jobs now wait for their required forms' : 'Complete now asks when required forms are missing');
    } catch (err) {
      toast.error('Failed to save', messageOf(err, ''));
    }
  }
  return (
    <Switch isSelected={data.formSettings.blockCompletion} onChange={change} isDisabled={loading}>
      Required forms must be submitted before a job is completed
    </Switch>
  );
}
