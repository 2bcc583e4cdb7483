import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, expect, it } from 'vitest';
import { readTypedValues, replayTypedValues } from './typed-before-hydration.js';

// A form as an island holds it: a controlled field, a controlled select and a field a form library registers.
function SearchForm({ from = 'Stone Town' }: { from?: string }) {
  const [place, setPlace] = useState(from);
  const [sort, setSort] = useState('name');
  const [pool, setPool] = useState(false);
  const { register, control } = useForm({ defaultValues: { guests: '2', beach: true } });
  const [guests, beach] = useWatch({ control, name: ['guests', 'beach'] });
  return (
    <form>
      <input aria-label="Place" value={place} onChange={(event) => setPlace(event.target.value)} />
      <select aria-label="Sort" value={sort} onChange={(event) => setSort(event.target.value)}>
        <option value="name">Name</option>
        <option value="price">Price</option>
      </select>
      <input aria-label="Guests" {...register('guests')} />
      <input type="checkbox" aria-label="Pool" checked={pool} onChange={(event) => setPool(event.target.checked)} />
      <input type="checkbox" aria-label="Beach" {...register('beach')} />
      <output>{`${place}|${sort}|${guests}|${pool ? 'pool' : ''}|${beach ? 'beach' : ''}`}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

async function serverPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SearchForm />);
  document.body.append(container);
  const field = (label: string) => container.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
  return { container, field, select: container.querySelector('select')! };
}

async function hydrate(container: HTMLElement) {
  const typed = readTypedValues(container);
  await act(async () => {
    root = hydrateRoot(container, <SearchForm />);
  });
  await act(async () => replayTypedValues(typed));
  return container.querySelector('output')!.textContent;
}

it('gives the island what was typed and chosen before it hydrated', async () => {
  const { container, field, select } = await serverPage();
  field('Place').value = 'Nungwi';
  select.value = 'price';
  field('Guests').value = '4';
  field('Pool').checked = true;
  expect(await hydrate(container)).toBe('Nungwi|price|4|pool|beach');
  expect(field('Pool').checked).toBe(true);
  expect(field('Place').value).toBe('Nungwi');
  expect(select.value).toBe('price');
  expect(field('Guests').value).toBe('4');
});

it('a field emptied before hydration stays empty; untouched fields keep their values', async () => {
  const { container, field } = await serverPage();
  field('Place').value = '';
  expect(await hydrate(container)).toBe('|name|2||beach');
  expect(field('Place').value).toBe('');
});

it('finds nothing to give when nothing was typed', async () => {
  const { container } = await serverPage();
  expect(readTypedValues(container)).toEqual([]);
});
