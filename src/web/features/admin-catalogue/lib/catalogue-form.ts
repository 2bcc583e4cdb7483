import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

type Message = Pick<FieldError, 'message'> | undefined;

/**
 * What the sections a trip's and a destination's editors share use of the editor's form: the fields every
 * trip and destination has. Either editor's form fits as it is (they hold more).
 */
export interface CatalogueForm {
  register: (name: 'name' | 'slug' | 'category_ids') => UseFormRegisterReturn;
  watch: (name: 'media_uuid') => string | null;
  setValue: (name: 'media_uuid', value: string | null, options: { shouldDirty: boolean }) => void;
  formState: { errors: { name?: Message; slug?: Message; category_ids?: Message } };
}
