import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { clearAllFormDrafts, clearFormDraft } from './form-draft.js';
import { sessionStore } from './storage.js';
import { useZodForm } from './use-zod-form.js';

// The form kit's draft, in a small form of the kit's kind: text, a select, boxes, a password and a passport number.
const schema = z.object({
  name: z.string(),
  guests: z.string(),
  extras: z.array(z.string()),
  password: z.string(),
  passport_number: z.string(),
});
const EMPTY = { name: '', guests: '2', extras: [] as string[], password: '', passport_number: '' };

function DraftForm({ draftKey = 'test-form:trip-1', prefill }: { draftKey?: string; prefill?: string }) {
  const form = useZodForm(schema, EMPTY, { draft: { key: draftKey } });
  // A value the form sets itself (an account's prefill): not the visitor's, so not kept.
  useEffect(() => {
    if (prefill) form.setValue('name', prefill);
  }, [prefill, form]);
  return (
    <form>
      <label>
        Name <input {...form.register('name')} />
      </label>
      <label>
        Guests
        <select {...form.register('guests')}>
          <option value="2">2</option>
          <option value="4">4</option>
        </select>
      </label>
      <label>
        Boat <input type="checkbox" value="boat" {...form.register('extras')} />
      </label>
      <label>
        Password <input type="password" {...form.register('password')} />
      </label>
      <label>
        Passport number <input {...form.register('passport_number')} />
      </label>
    </form>
  );
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

beforeEach(() => sessionStorage.clear());
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
});

async function fillIn() {
  const user = userEvent.setup();
  const view = render(<DraftForm />);
  await user.type(field('Name'), 'Lena Vogel');
  await user.selectOptions(field('Guests'), '4');
  await user.click(field('Boat'));
  await user.type(field('Password'), 'geheim123');
  await user.type(field('Passport number'), 'C01X00T47');
  return { user, view };
}

it('gives the form back as the visitor left it when it is shown again (a reload, a tab change)', async () => {
  const { view } = await fillIn();
  view.unmount();

  render(<DraftForm />);
  expect(field('Name')).toHaveValue('Lena Vogel');
  expect(field('Guests')).toHaveValue('4');
  expect(field('Boat')).toBeChecked();
});

it('never keeps a password or a passport number', async () => {
  const { view } = await fillIn();
  view.unmount();
  const kept = sessionStorage.getItem('formDraft:test-form:trip-1') ?? '';
  expect(kept).toContain('Lena Vogel');
  expect(kept).not.toContain('geheim123');
  expect(kept).not.toContain('C01X00T47');

  render(<DraftForm />);
  expect(field('Password')).toHaveValue('');
  expect(field('Passport number')).toHaveValue('');
});

it('keeps one draft per key: another trip starts empty', async () => {
  const { view } = await fillIn();
  view.unmount();
  render(<DraftForm draftKey="test-form:trip-2" />);
  expect(field('Name')).toHaveValue('');
});

it('is gone once the form is sent, and when the visitor signs out', async () => {
  const first = await fillIn();
  first.view.unmount();
  clearFormDraft('test-form:trip-1');
  const second = render(<DraftForm />);
  expect(field('Name')).toHaveValue('');
  second.unmount();

  await fillIn();
  sessionStore.set('pendingAction', 'kept');
  clearAllFormDrafts();
  expect(sessionStorage.getItem('formDraft:test-form:trip-1')).toBeNull();
  expect(sessionStorage.getItem('pendingAction')).toBe('kept');
});

it("keeps only the visitor's own changes: a prefill is not a draft, and a draft wins over it", async () => {
  const user = userEvent.setup();
  const first = render(<DraftForm prefill="Account Name" />);
  expect(field('Name')).toHaveValue('Account Name');
  expect(sessionStorage.getItem('formDraft:test-form:trip-1')).toBeNull();
  await user.clear(field('Name'));
  await user.type(field('Name'), 'Lena Vogel');
  first.unmount();

  render(<DraftForm />);
  expect(field('Name')).toHaveValue('Lena Vogel');
});

it('is put back after hydration: the server and the first render agree, and nothing is refused', async () => {
  await fillIn().then(({ view }) => view.unmount());
  const container = document.createElement('div');
  container.innerHTML = renderToString(<DraftForm />);
  document.body.append(container);
  expect(container.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe('');

  const errors = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, <DraftForm />, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  expect(container.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe('Lena Vogel');
  expect(container.querySelector<HTMLSelectElement>('select')!.value).toBe('4');
});

it('does not overwrite what the visitor typed before the draft came back', async () => {
  await fillIn().then(({ view }) => view.unmount());
  function Late({ ready }: { ready: boolean }) {
    const form = useZodForm(schema, EMPTY, { draft: { key: 'test-form:trip-1', ready } });
    return (
      <label>
        Name <input {...form.register('name')} />
      </label>
    );
  }
  const user = userEvent.setup();
  const view = render(<Late ready={false} />);
  await user.type(field('Name'), 'Jonas');
  view.rerender(<Late ready />);
  expect(field('Name')).toHaveValue('Jonas');
});
