import type { ReactNode } from 'react';
import { routeHref } from '../../core/router';
import { Alert } from '../../widgets/alert/alert';
import { Brand } from '../../widgets/brand/brand';
import { FIELD_SHEET } from '../../widgets/inputs/field/field-sheet';
import { sheet, useStyleSheets } from '../../widgets/styles';
import { useT } from '../../widgets/use-t';
import css from './auth-page.css?inline';

const SHEETS = [FIELD_SHEET, sheet(css)];

/** Props of a sign-in page: its title, an optional introduction, and its content. */
export interface AuthPageProps {
  title: string;
  intro?: string;
  children?: ReactNode;
}

/** The frame every sign-in screen shares (login, SSO, forgotten and new password, sign-up confirmation). */
export function AuthPage({ title, intro, children }: AuthPageProps) {
  const adopt = useStyleSheets(SHEETS);
  return (
    <div ref={adopt} className="auth" part="page">
      <section className="auth__card" part="card">
        <div className="auth__brand">
          <Brand />
        </div>
        <h1>{title}</h1>
        {intro && <p className="auth__intro">{intro}</p>}
        {children}
      </section>
    </div>
  );
}

/** The live region of a sign-in form: always present so a message is announced when it appears. */
export function AuthAlert({ message }: { message?: string }) {
  return <Alert>{message}</Alert>;
}

/** The way back to the sign-in page under a password form. */
export function BackToLogin() {
  const t = useT('login');
  return (
    <ul className="auth__links">
      <li>
        <a href={routeHref('login')}>{t('backToLogin')}</a>
      </li>
    </ul>
  );
}
