import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import {
  $features,
  type FeatureName,
  featureForm,
  isNumericFeature,
  loadFeatures,
  saveFeatures,
} from '../../../core/admin/subscriptions';
import { notify } from '../../../core/notifications';
import { Alert } from '../../../widgets/alert/alert';
import { NumberInput } from '../../../widgets/inputs/number-input/number-input';
import { ToggleSwitch } from '../../../widgets/inputs/toggle-switch/toggle-switch';
import { LoadGate } from '../../../widgets/load-gate/load-gate';
import { useT } from '../../../widgets/use-t';
import { FormActions } from '../kit/form-actions';

/** Every feature flag with its description: toggles, and numbers for the recording quota (GB) and video size. */
export function FeaturesTab({ uid, editable }: { uid: string; editable: boolean }) {
  const t = useT('subscriptions');
  const tc = useT('common');
  const te = useT('error');
  const loaded = useStore($features);
  const form = useStore(featureForm.$form);
  const values = useStore(featureForm.$values);
  const edited = useStore(featureForm.$edited);
  // The last save succeeded: its message shows, and takes the focus, until the next edit.
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    void loadFeatures(uid);
  }, [uid]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    if (!(await saveFeatures(uid)).done) return;
    notify({ title: t('tab.features'), message: t('features.saved') });
    setSaved(true);
  }

  const field = (name: FeatureName) => {
    const label = t(`features.name.${name}`);
    const old = form.original?.[name];
    if (isNumericFeature(name))
      return (
        <NumberInput
          key={name}
          label={label}
          helper={t(`features.unit.${name}`)}
          value={Number(values[name] ?? 0)}
          oldValue={typeof old === 'number' ? old : undefined}
          min={0}
          max={100000}
          disabled={!editable}
          onMeetChange={(value) => featureForm.edit(name, value)}
        />
      );
    return (
      <ToggleSwitch
        key={name}
        label={label}
        checked={values[name] === true}
        oldValue={typeof old === 'boolean' ? old : undefined}
        disabled={!editable}
        keepWhenDisabled
        onMeetChange={(checked) => featureForm.edit(name, checked)}
      />
    );
  };

  return (
    <LoadGate loaded={loaded} retry={() => void loadFeatures(uid)}>
      {(features) => (
        <form
          className="form"
          noValidate
          aria-label={t('tab.features')}
          aria-busy={form.saving}
          onSubmit={submit}
        >
          {!editable && <p className="muted">{t('features.readOnly')}</p>}
          <div className="features">{features.map((feature) => field(feature.name))}</div>
          {form.code !== undefined && <Alert>{te(`code.${form.code}`)}</Alert>}
          {saved && !edited && (
            <Alert tone="success" takeFocus>
              {t('features.saved')}
            </Alert>
          )}
          {editable && (
            <FormActions
              submit={tc('save')}
              saving={form.saving}
              edited={edited}
              onUndo={() => featureForm.reset()}
            />
          )}
        </form>
      )}
    </LoadGate>
  );
}
