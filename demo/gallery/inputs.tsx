// Gallery section: every input of the widget set in each of its states.
import { type ReactNode, useState } from 'react';
import type { KeyAfter, Translator } from '../../src/core/i18n';
import { AddInput } from '../../src/widgets/inputs/add-input/add-input';
import { Button } from '../../src/widgets/inputs/button/button';
import { Checkbox } from '../../src/widgets/inputs/checkbox/checkbox';
import { ColorInput } from '../../src/widgets/inputs/color-input/color-input';
import { DateInput } from '../../src/widgets/inputs/date/date-input';
import type { FieldProps } from '../../src/widgets/inputs/field/field';
import { FileImport } from '../../src/widgets/inputs/file-import/file-import';
import { NumberInput } from '../../src/widgets/inputs/number-input/number-input';
import { PasswordInput } from '../../src/widgets/inputs/password-input/password-input';
import { Radio } from '../../src/widgets/inputs/radio/radio';
import { SearchInput } from '../../src/widgets/inputs/search-input/search-input';
import { Select } from '../../src/widgets/inputs/select/select';
import { TextButtonInput } from '../../src/widgets/inputs/text-button-input/text-button-input';
import { TextInput } from '../../src/widgets/inputs/text-input/text-input';
import { Textarea } from '../../src/widgets/inputs/textarea/textarea';
import { ToggleSwitch } from '../../src/widgets/inputs/toggle-switch/toggle-switch';
import { sheet, useStyleSheets } from '../../src/widgets/styles';
import { useT } from '../../src/widgets/use-t';
import galleryCss from './inputs.css?inline';

const SHEETS = [sheet(galleryCss)];
const STATES = ['empty', 'filled', 'edited', 'helper', 'warning', 'error', 'disabled'] as const;

/** One state of a field: its props, and `v(value, old)` giving the value when filled, the old one when edited. */
interface Shown {
  field: FieldProps;
  filled: boolean;
  edited: boolean;
  v: <T>(value: T, old: T) => { value?: T; oldValue?: T };
}

type Sample = [name: KeyAfter<'input', 'gallery.'>, draw: (shown: Shown) => ReactNode];

function samples(t: Translator<'input'>): Sample[] {
  const options = [1, 2, 3].map((n) => ({ value: n, label: t('gallery.option', { n }) }));
  return [
    ['text', ({ field, v }) => <TextInput {...field} {...v('Alice', 'Alicia')} />],
    ['password', ({ field, v }) => <PasswordInput {...field} {...v('Secret123!', 'x')} />],
    ['number', ({ field, v }) => <NumberInput {...field} {...v(2048, 1024)} />],
    ['select', ({ field, v }) => <Select {...field} options={options} {...v(2, 1)} />],
    ['textarea', ({ field, v }) => <Textarea {...field} {...v('a\nb\nc\nd', 'a')} />],
    ['date', ({ field, v }) => <DateInput {...field} {...v('2025-06-12', '2025-06-01')} />],
    [
      'dateTime',
      ({ field, v }) => (
        <DateInput {...field} type="date-time" {...v('2025-06-12 14:30', '2025-06-12 09:00')} />
      ),
    ],
    [
      'range',
      ({ field, v }) => (
        <DateInput {...field} type="range" {...v('2025-06-02/2025-06-06', '2025-06-02/2025-06-03')} />
      ),
    ],
    ['color', ({ field, v }) => <ColorInput {...field} {...v('#1e6fd9', '#f47b20')} />],
    [
      'checkbox',
      ({ field, filled, edited }) => (
        <Checkbox {...field} checked={filled} oldValue={edited ? !filled : undefined} />
      ),
    ],
    [
      'toggle',
      ({ field, filled, edited }) => (
        <ToggleSwitch {...field} checked={filled} oldValue={edited ? !filled : undefined} />
      ),
    ],
    [
      'addInput',
      ({ field, v }) => <AddInput {...field} {...v(['example.com', 'example.org'], ['example.com'])} />,
    ],
    ['search', ({ field, v }) => <SearchInput {...field} {...v('room 4', 'room')} />],
    [
      'textButton',
      ({ field, v }) => <TextButtonInput {...field} buttonLabel={t('gallery.send')} {...v('Hello', 'Hi')} />,
    ],
    [
      'file',
      ({ field, edited }) => (
        <FileImport {...field} accept=".csv,text/csv" oldValue={edited ? 'users.csv' : undefined} />
      ),
    ],
  ];
}

function RadioGroup({ disabled }: { disabled?: boolean }) {
  const t = useT('input');
  const [chosen, setChosen] = useState('2');
  return (
    <fieldset className="inputs-gallery__group" disabled={disabled}>
      <legend>{t('gallery.radioGroup')}</legend>
      {['1', '2', '3'].map((id) => (
        <Radio
          key={id}
          value={id}
          label={t('gallery.option', { n: id })}
          checked={chosen === id}
          oldValue={id === '1'}
          disabled={disabled}
          onMeetChange={setChosen}
        />
      ))}
    </fieldset>
  );
}

/** Every input of the widget set in its states (empty, filled, edited, helper, warning, error, disabled). */
export function InputsGallery() {
  const t = useT('input');
  const adopt = useStyleSheets(SHEETS);
  const shownIn = (state: (typeof STATES)[number]): Shown => {
    const filled = state !== 'empty';
    const edited = state === 'edited';
    return {
      field: {
        label: t(`gallery.${state}`),
        helper: state === 'helper' ? t('gallery.helperText') : undefined,
        warning: state === 'warning' ? t('gallery.warningText') : undefined,
        error: state === 'error' ? t('gallery.errorText') : undefined,
        disabled: state === 'disabled',
      },
      filled,
      edited,
      v: (value, old) => ({ value: filled ? value : undefined, oldValue: edited ? old : undefined }),
    };
  };
  return (
    <section ref={adopt} className="inputs-gallery" aria-labelledby="inputs-gallery-title">
      <h2 id="inputs-gallery-title">{t('gallery.title')}</h2>
      {samples(t).map(([name, draw]) => (
        <section key={name} aria-labelledby={`inputs-gallery-${name}`}>
          <h3 id={`inputs-gallery-${name}`}>{t(`gallery.${name}`)}</h3>
          <div className="inputs-gallery__states">
            {STATES.map((state) => (
              <div key={state}>{draw(shownIn(state))}</div>
            ))}
          </div>
        </section>
      ))}
      <h3>{t('gallery.radio')}</h3>
      <div className="inputs-gallery__states">
        <RadioGroup />
        <RadioGroup disabled />
      </div>
      <h3>{t('gallery.button')}</h3>
      <div className="inputs-gallery__buttons">
        <Button label={t('gallery.save')} icon="save" />
        <Button label={t('gallery.cancel')} variant="secondary" />
        <Button label={t('gallery.delete')} variant="danger" icon="delete" />
        <Button label={t('gallery.save')} disabled />
      </div>
    </section>
  );
}
