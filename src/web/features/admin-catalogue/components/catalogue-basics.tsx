import type { ReactNode } from 'react';
import type { Named } from '#domain/api/reference.js';
import { TextField } from '#web/admin-kit/form/fields.js';
import type { CatalogueForm } from '#web/features/admin-catalogue/lib/catalogue-form.js';
import { CheckboxGroup } from './checkbox-group.js';

interface CatalogueBasicsProps {
  form: CatalogueForm;
  categories: readonly Named[];
  /** the item's own choices, after its address: a trip's type, a destination's location and region */
  choices: ReactNode;
  /** after the categories: a trip's destinations */
  children?: ReactNode;
}

/** A trip's or destination's Basics: its name, address, own choices and interest categories. */
export function CatalogueBasics({ form, categories, choices, children }: CatalogueBasicsProps) {
  const { register } = form;
  const { errors } = form.formState;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField label="Name" field={register('name')} error={errors.name?.message} />
      <TextField
        label="Address"
        hint="The last part of the page's URL; made from the name when empty."
        field={register('slug')}
        error={errors.slug?.message}
      />
      {choices}
      <CheckboxGroup
        className="sm:col-span-2"
        legend="Categories"
        field={register('category_ids')}
        options={categories}
        error={errors.category_ids?.message}
      />
      {children}
    </div>
  );
}
