import { useId } from 'react';
import { openRoute, routeHref } from '../../core/router';
import { Brand } from '../../widgets/brand/brand';
import { FIELD_SHEET } from '../../widgets/inputs/field/field-sheet';
import { sheet, useStyleSheets } from '../../widgets/styles';
import { useT } from '../../widgets/use-t';
import { SCREEN_SHEET } from '../screen-sheet';
import { IdentifiersForm } from './identifiers-form';
import css from './join.css?inline';

const SHEETS = [FIELD_SHEET, SCREEN_SHEET, sheet(css)];

/** Props the router gives a screen. */
export interface JoinWithoutAccountProps {
  params?: Record<string, string>;
  /** `umi` fills in the meeting ID. */
  search?: Record<string, string>;
  /** Where to go with the accepted meeting ID; the meeting join page by default. */
  onJoin?: (umi: string) => void;
}

const openJoinPage = (umi: string) => openRoute('join', {}, { umi });

/** Join without account (spec 2): a visitor enters the meeting ID and PIN code, then opens the join page. */
export function JoinWithoutAccount({ search = {}, onJoin = openJoinPage }: JoinWithoutAccountProps) {
  const t = useT('public');
  const adopt = useStyleSheets(SHEETS);
  const titleId = useId();
  return (
    <div ref={adopt} className="public-page" part="page">
      <section className="public-card" aria-labelledby={titleId}>
        <p className="public-brand">
          <Brand />
        </p>
        <h1 id={titleId}>{t('identifiers.title')}</h1>
        <p className="muted">{t('identifiers.intro')}</p>
        <IdentifiersForm initialId={search.umi} onJoin={onJoin} />
        <p className="links">
          <a href={routeHref('login')}>{t('identifiers.signIn')}</a>
          <a href={routeHref('downloadNoAuth')}>{t('identifiers.download')}</a>
        </p>
      </section>
    </div>
  );
}
