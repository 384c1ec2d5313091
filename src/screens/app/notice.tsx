import type { ReactNode } from 'react';
import { Icon } from '../../widgets/icon/icon';
import { sheet, useStyleSheets } from '../../widgets/styles';
import css from './notice.css?inline';

const SHEETS = [sheet(css)];

/** Props of a notice page: an icon, a title, a sentence, and one way on. */
export interface NoticeProps {
  icon: string;
  title: string;
  text: string;
  children?: ReactNode;
}

/** A page of the shell that only says something (not found, administration area, failed screen). */
export function Notice({ icon, title, text, children }: NoticeProps) {
  const adopt = useStyleSheets(SHEETS);
  return (
    <section ref={adopt} className="notice" part="notice">
      <span className="notice__mark">
        <Icon name={icon} size={40} />
      </span>
      <h1>{title}</h1>
      <p>{text}</p>
      {children}
    </section>
  );
}
