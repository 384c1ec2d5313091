import { addTag } from '../../../core/admin/tags';
import { ERROR_ALREADY_EXISTS } from '../../../core/constants';
import { notify } from '../../../core/notifications';
import { openRoute } from '../../../core/router';
import { useStyleSheets } from '../../../widgets/styles';
import { useT } from '../../../widgets/use-t';
import { InlineAddForm } from '../kit/inline-add-form';
import { TAGS_SHEETS } from './tags-sheet';

/** The list's toolbar form that adds a tag by its name, then opens it; a refused name stays typed. */
export function AddTagForm() {
  const t = useT('tags');
  const te = useT('error');
  const adopt = useStyleSheets(TAGS_SHEETS);
  return (
    <div ref={adopt}>
      <InlineAddForm
        title={t('add.submit')}
        label={t('add.name')}
        button={t('add.submit')}
        busyButton={t('add.adding')}
        maxLength={64}
        check={(name) => (name === '' ? t('add.required') : undefined)}
        add={addTag}
        refused={({ code }) => (code === ERROR_ALREADY_EXISTS ? t('add.duplicate') : undefined)}
        refusedAlert={te('tagCreation')}
        done={(id, name) => {
          notify({ title: t('title'), message: t('add.done', { name }) });
          openRoute('tag', { id: String(id) });
        }}
      />
    </div>
  );
}
