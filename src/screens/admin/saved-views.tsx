import { useStore } from '@nanostores/react';
import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { SAVED_VIEW_NAME_MAX } from '../../core/constants';
import {
  $savedViews,
  deleteView,
  renameView,
  type SavedView,
  saveView,
  type ViewNameProblem,
} from '../../core/lists/saved-views';
import { TextInput } from '../../widgets/inputs/text-input/text-input';
import { confirmed } from '../../widgets/modal/confirm-action';
import { useT } from '../../widgets/use-t';
import { ActionButton } from './kit/action-button';
import { ToolbarMenu } from './toolbar-menu';

/** Props of a list's saved views: the list's name, what it shows now, and how to show a saved view. */
export interface SavedViewsProps {
  /** Names the list whose views these are (stored under that name). */
  list: string;
  /** Name of the list, for the button ("Saved views: Users"). */
  label: string;
  /** The list's view now: filters, sort, page size and shown columns (saved under a name). */
  current: Omit<SavedView, 'name'>;
  /** The address of a saved view, to open or share. */
  addressOf: (view: SavedView) => string;
  apply: (view: SavedView) => void;
}

/** One name field with its button and its translated refusal; what was typed stays after a refusal. */
function NameForm(props: {
  label: string;
  submit: string;
  initial?: string;
  onSubmit: (name: string) => ViewNameProblem | undefined;
  onCancel?: () => void;
}) {
  const t = useT('admin');
  const [name, setName] = useState(props.initial ?? '');
  const [problem, setProblem] = useState<ViewNameProblem>();
  const form = useRef<HTMLFormElement>(null);
  const renaming = props.initial !== undefined;
  useEffect(() => {
    if (renaming) form.current?.querySelector('input')?.focus();
  }, [renaming]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = props.onSubmit(name);
    setProblem(refused);
    if (!refused && !renaming) setName('');
  };
  return (
    <form ref={form} className="saved-views__form" onSubmit={submit} noValidate>
      <TextInput
        label={props.label}
        value={name}
        maxLength={SAVED_VIEW_NAME_MAX}
        error={problem && t(problem === 'empty' ? 'views.nameEmpty' : 'views.nameTaken')}
        onMeetChange={setName}
      />
      <button type="submit" className="button button--secondary">
        {props.submit}
      </button>
      {props.onCancel && (
        <button type="button" className="button button--secondary" onClick={props.onCancel}>
          {t('views.cancel')}
        </button>
      )}
    </form>
  );
}

/**
 * A list's saved views: a menu of the named views of its filters, sort, page size and columns, each a link to
 * share that shows it when followed, renamed or deleted in place; the current view saved under a new name.
 */
export function SavedViews({ list, label, current, addressOf, apply }: SavedViewsProps) {
  const t = useT('admin');
  const views = useStore($savedViews(list));
  const [renaming, setRenaming] = useState<string>();
  // After a rename the focus goes back to the view's link, under its new name.
  const [back, setBack] = useState<string>();
  const done = (name: string) => {
    setRenaming(undefined);
    setBack(name);
  };
  const follow = (event: MouseEvent, view: SavedView) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    apply(view);
  };
  const remove = async (name: string) => {
    const asked = await confirmed({
      destructive: true,
      title: t('views.deleteTitle'),
      message: t('views.deleteMessage', { name }),
      validateLabel: t('delete.confirm'),
      cancelLabel: t('delete.cancel'),
    });
    if (asked) deleteView(list, name);
  };
  return (
    <ToolbarMenu
      className="saved-views"
      button={t('views.button')}
      buttonLabel={t('views.of', { list: label })}
      legend={t('views.legend')}
      panelClassName="saved-views__menu"
    >
      {views.length === 0 ? (
        <p>{t('views.none')}</p>
      ) : (
        <ul className="saved-views__list">
          {views.map((view) =>
            renaming === view.name ? (
              <li key={view.name}>
                <NameForm
                  label={t('views.renameLabel', { name: view.name })}
                  submit={t('views.renameSave')}
                  initial={view.name}
                  onSubmit={(name) => {
                    const problem = renameView(list, view.name, name);
                    if (!problem) done(name.trim());
                    return problem;
                  }}
                  onCancel={() => done(view.name)}
                />
              </li>
            ) : (
              <li key={view.name}>
                <a
                  ref={(link) => {
                    if (link && back === view.name) {
                      link.focus();
                      setBack(undefined);
                    }
                  }}
                  href={addressOf(view)}
                  onClick={(event) => follow(event, view)}
                >
                  {view.name}
                </a>
                <ActionButton
                  text={t('views.renameWord')}
                  label={t('views.rename', { name: view.name })}
                  onClick={() => setRenaming(view.name)}
                />
                <ActionButton
                  tone="danger"
                  text={t('views.deleteWord')}
                  label={t('views.delete', { name: view.name })}
                  onClick={() => void remove(view.name)}
                />
              </li>
            ),
          )}
        </ul>
      )}
      <NameForm
        label={t('views.nameLabel')}
        submit={t('views.save')}
        onSubmit={(name) => saveView(list, { ...current, name })}
      />
    </ToolbarMenu>
  );
}
