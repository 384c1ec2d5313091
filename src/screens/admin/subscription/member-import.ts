import type { WritableAtom } from 'nanostores';
import type { ImportState } from '../../../core/admin/imports';
import type { Translator } from '../../../core/i18n';
import type { SubListImport } from '../kit/sub-list';

/** What differs between the organizers' and the forced contacts' imports. */
export interface MemberImport {
  /** The texts' key under `subscriptions:` (`organizers.importTitle`, `contacts.column.email`). */
  kind: 'organizers' | 'contacts';
  store: WritableAtom<ImportState>;
  /** The start of the template's and the report's file names. */
  file: string;
  /** The template's CSV text. */
  template: string;
  run: (file: File, dryRun: boolean) => Promise<boolean>;
}

/** A subscription's import of people by e-mail (organizers, forced contacts), dry run offered, as a sub-list's. */
export function memberImport(t: Translator<'subscriptions'>, member: MemberImport): SubListImport {
  // i18n-keys: subscriptions:import.result.*
  return {
    open: t('import.open'),
    title: t(`${member.kind}.importTitle`),
    store: member.store,
    keyLabel: t(`${member.kind}.column.email`),
    options: [{ name: 'dryRun', label: t('import.dryRun'), initial: false }],
    template: { fileName: `${member.file}-template.csv`, text: member.template },
    message: (result) => t(`import.result.${result}`),
    dryRunSuccess: t('import.result.wouldSucceed'),
    reportName: `${member.file}-import-results.csv`,
    onImport: (file, options) => member.run(file, options.dryRun ?? false),
  };
}
