// Gallery section: every chart type, the meters in each colour, and the icon set with its colour variants.
import { Chart } from '../../src/widgets/chart/chart';
import type { ChartColor, ChartData } from '../../src/widgets/chart/chart-types';
import { Gauge } from '../../src/widgets/chart/gauge';
import { ProgressBar } from '../../src/widgets/chart/progress-bar';
import { useLanguage } from '../../src/widgets/chart/use-language';
import { ValueDisplay } from '../../src/widgets/chart/value-display';
import { ICON_COLORS, Icon } from '../../src/widgets/icon/icon';
import { ICON_NAMES } from '../../src/widgets/icon/icon-names';
import { sheet, useStyleSheets } from '../../src/widgets/styles';
import { useT } from '../../src/widgets/use-t';
import galleryCss from './charts.css?inline';

const SHEETS = [sheet(galleryCss)];
const COLORS: ChartColor[] = ['primary', 'red', 'red-hover', 'green', 'blue', 'yellow'];
const PLATFORMS = ['Windows', 'macOS', 'Linux', 'Android', 'iOS', 'Web'];

function months(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { month: 'short' });
  return Array.from({ length: 6 }, (_, month) => format.format(new Date(2025, month, 1)));
}

/** The charts and icons of the widget set, for the gallery page. */
export function ChartsGallery() {
  const t = useT('chart');
  const language = useLanguage();
  const adopt = useStyleSheets(SHEETS);
  const perMonth: ChartData = {
    labels: months(language),
    datasets: [
      { label: t('gallery.meetings'), data: [42, 57, 49, 63, 71.5, 68] },
      { label: t('gallery.attendees'), data: [118, 160, 131, 190, 204, 187] },
    ],
  };
  const clients: ChartData = {
    labels: PLATFORMS,
    datasets: [{ label: t('gallery.clients'), data: [46, 18, 7, 12, 9, 8] }],
  };
  return (
    <section ref={adopt} className="charts-gallery" aria-labelledby="charts-gallery-title">
      <h2 id="charts-gallery-title">{t('gallery.title')}</h2>
      <div className="charts-gallery__grid">
        <Chart data={perMonth} label={t('gallery.meetingsPerMonth')} />
        <Chart data={perMonth} area label={t('gallery.meetingsPerMonth')} />
        <Chart type="pie" data={clients} unit="%" label={t('gallery.clients')} />
        <Chart type="doughnut" data={clients} unit="%" label={t('gallery.clients')} />
      </div>
      <h3>{t('gallery.gauge')}</h3>
      <div className="charts-gallery__meters">
        {COLORS.map((color, index) => (
          <Gauge key={color} value={17 * (index + 1)} unit="%" color={color} label={t('gallery.cpu')} />
        ))}
      </div>
      <h3>{t('gallery.progress')}</h3>
      <div className="charts-gallery__meters">
        {COLORS.map((color, index) => (
          <ProgressBar key={color} value={12.345 * (index + 1)} color={color} label={t('gallery.storage')} />
        ))}
      </div>
      <h3>{t('gallery.value')}</h3>
      <div className="charts-gallery__meters">
        {COLORS.map((color, index) => (
          <ValueDisplay
            key={color}
            value={1234.5678 / (index + 1)}
            unit="GB"
            color={color}
            label={t('gallery.seats')}
          />
        ))}
      </div>
      <h3>{t('gallery.icons')}</h3>
      <ul className="charts-gallery__icons">
        {ICON_NAMES.map((name) => (
          <li key={name}>
            <Icon name={name} size={20} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
      <h3>{t('gallery.iconColors')}</h3>
      <ul className="charts-gallery__icons">
        {ICON_COLORS.map((color) => (
          <li key={color}>
            <span className={color === 'white' ? 'charts-gallery__on-dark' : undefined}>
              <Icon name="info" color={color} size={20} />
            </span>
            <code>{color}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
