// Gallery section: the design language itself. The tokens, the button hierarchy with the one order of cancel and
// confirm, the one alert in its tones and the status badges, drawn from the same widgets the screens use.
import { TOKENS } from '../../src/core/theme/tokens';
import { Alert, type AlertTone } from '../../src/widgets/alert/alert';
import { Badge, type BadgeTone } from '../../src/widgets/badge/badge';
import { Button } from '../../src/widgets/inputs/button/button';
import { Select } from '../../src/widgets/inputs/select/select';
import { TextInput } from '../../src/widgets/inputs/text-input/text-input';
import { sheet, useStyleSheets } from '../../src/widgets/styles';
import { useT } from '../../src/widgets/use-t';
import css from './design.css?inline';

const SHEETS = [sheet(css)];
const ALERTS: AlertTone[] = ['error', 'warning', 'success', 'info'];
const BADGES: BadgeTone[] = ['success', 'warning', 'danger', 'info', 'neutral'];

/** The design language: tokens, one control height, buttons, confirm order, alerts and badges. */
export function DesignGallery() {
  const t = useT('gallery');
  return (
    <section ref={useStyleSheets(SHEETS)} className="design" aria-labelledby="design-gallery-title">
      <h2 id="design-gallery-title">{t('design.title')}</h2>
      <h3>{t('design.tokens')}</h3>
      <div className="design__scroll">
        <table className="design__tokens">
          <thead>
            <tr>
              <th scope="col">{t('design.token')}</th>
              <th scope="col">{t('design.value')}</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(TOKENS).map(([name, value]) => (
              <tr key={name}>
                <th scope="row">
                  <code>--meet-{name}</code>
                </th>
                <td>
                  <code>{value}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{t('design.controls')}</h3>
      <div className="design__row design__controls">
        <TextInput label={t('design.text')} value="media-eu-west-1" />
        <Select
          label={t('design.select')}
          value="a"
          options={[
            { value: 'a', label: t('design.optionA') },
            { value: 'b', label: t('design.optionB') },
          ]}
        />
        <Button label={t('design.primary')} />
      </div>
      <h3>{t('design.buttons')}</h3>
      <div className="design__row">
        <Button label={t('design.primary')} />
        <Button label={t('design.secondary')} variant="secondary" />
        <Button label={t('design.danger')} variant="danger" icon="delete" />
      </div>
      <p className="design__note">{t('design.order')}</p>
      <div className="design__row design__confirm">
        <Button label={t('design.cancel')} variant="secondary" />
        <Button label={t('design.danger')} variant="danger" />
      </div>
      <h3>{t('design.alerts')}</h3>
      <div className="design__stack">
        {ALERTS.map((tone) => (
          <Alert key={tone} tone={tone}>
            {t(`design.alert.${tone}`)}
          </Alert>
        ))}
      </div>
      <h3>{t('design.badges')}</h3>
      <div className="design__row">
        {BADGES.map((tone) => (
          <Badge key={tone} tone={tone} text={t(`design.badge.${tone}`)} />
        ))}
      </div>
    </section>
  );
}
