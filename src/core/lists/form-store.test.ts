import { expect } from '@open-wc/testing';
import { cleanStores } from 'nanostores';
import { ApiError } from '../api/errors';
import { ERROR_ALREADY_EXISTS } from '../constants';
import { hasUnsavedEdits } from '../router/leave-guard';
import { changedFields, formStore } from './form-store';

interface Person {
  name: string;
  email: string;
  roles: string[];
}

const BLANK: Person = { name: '', email: '', roles: [] };
const LOADED: Person = { name: 'Ann', email: 'ann@example.com', roles: ['userManager'] };
const refused = (code: number) => Promise.reject(new ApiError('http', 409, code));

describe('detail form store', () => {
  let form = formStore<Person>(BLANK, ({ code }) => (code === ERROR_ALREADY_EXISTS ? 'email' : undefined));
  let stop: () => void = () => undefined;
  beforeEach(() => {
    form = formStore<Person>(BLANK, ({ code }) => (code === ERROR_ALREADY_EXISTS ? 'email' : undefined));
    stop = form.$form.listen(() => undefined);
    form.load(LOADED);
  });
  afterEach(() => {
    stop();
    cleanStores(form.$form);
  });

  it('the loaded record is every field old value; edits lie on top of it', () => {
    form.edit('name', 'Anna');
    expect(form.$values.get()).to.deep.equal({ ...LOADED, name: 'Anna' });
    expect(form.$form.get().original).to.deep.equal(LOADED);
  });

  it('an edit back to the old value is no edit', () => {
    form.edit('name', 'Anna');
    expect(form.$edited.get()).to.equal(true);
    form.edit('name', 'Ann');
    expect(form.$edited.get()).to.equal(false);
  });

  it('a save sends only the changed fields and takes the answer as the new old values', async () => {
    form.edit('email', 'anna@example.com');
    form.edit('name', 'Ann');
    let sent: Partial<Person> = {};
    const saved = await form.save(async (changes, values) => {
      sent = changes;
      return values;
    });
    expect(saved.done).to.equal(true);
    expect(sent).to.deep.equal({ email: 'anna@example.com' });
    expect(form.$form.get().original?.email).to.equal('anna@example.com');
    expect(form.$edited.get()).to.equal(false);
  });

  it('a failed save keeps every edit, with the error code on the field it concerns', async () => {
    form.edit('email', 'taken@example.com');
    const saved = await form.save(() => refused(ERROR_ALREADY_EXISTS));
    expect(saved).to.deep.equal({ done: false, code: ERROR_ALREADY_EXISTS, field: 'email', message: '' });
    expect(form.$values.get().email).to.equal('taken@example.com');
    expect(form.$form.get()).to.include({ code: ERROR_ALREADY_EXISTS, field: 'email', saving: false });
  });

  it('an edit made while the save is on its way stays on screen and edited; the fields sent take the answer', async () => {
    form.edit('email', 'anna@example.com');
    let answer: (saved: Person) => void = () => undefined;
    const saving = form.save(
      (_changes, values) => new Promise((resolve) => (answer = () => resolve(values))),
    );
    form.edit('name', 'Anna');
    answer(LOADED);
    expect((await saving).done).to.equal(true);
    expect(form.$values.get()).to.deep.equal({ ...LOADED, email: 'anna@example.com', name: 'Anna' });
    expect(form.$form.get().edits).to.deep.equal({ name: 'Anna' });
    expect(form.$edited.get()).to.equal(true);
  });

  it('a record loaded while a save is on its way stays shown when the answer comes', async () => {
    form.edit('email', 'anna@example.com');
    let answer: () => void = () => undefined;
    const saving = form.save(
      (_changes, values) => new Promise((resolve) => (answer = () => resolve(values))),
    );
    const other: Person = { name: 'Bo', email: 'bo@example.com', roles: [] };
    form.load(other);
    answer();
    expect((await saving).done).to.equal(true);
    expect(form.$form.get()).to.deep.equal({ original: other, edits: {}, saving: false });
  });

  it('a new record sends all its values', () => {
    expect(changedFields(null, { name: 'Bo' })).to.deep.equal({ name: 'Bo' });
  });

  it('a form with edits holds the user back before leaving; without edits it does not', () => {
    expect(hasUnsavedEdits()).to.equal(false);
    form.edit('roles', []);
    expect(hasUnsavedEdits()).to.equal(true);
    form.reset();
    expect(hasUnsavedEdits()).to.equal(false);
  });
});
