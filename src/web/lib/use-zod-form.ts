import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { useFormDraft, type FormDraftOptions } from './form-draft.js';

export interface ZodFormOptions<V extends FieldValues, TOut> extends Omit<
  UseFormProps<V, unknown, TOut>,
  'resolver' | 'defaultValues'
> {
  /** keeps what the visitor types through a reload or a tab change (form-draft.ts); clear it once sent */
  draft?: FormDraftOptions;
}

/**
 * The one way a form is made: react-hook-form checked by a shared domain schema. `defaultValues`
 * give the form's own shape (ids as the strings a select holds, '' for empty); it must be valid
 * input for the schema, which the type parameter checks. The submit handler gets the parsed output.
 */
export function useZodForm<S extends z.ZodType<unknown, FieldValues>, V extends FieldValues & z.input<S>>(
  schema: S,
  defaultValues: V,
  { draft, ...options }: ZodFormOptions<V, z.output<S>> = {},
) {
  const form = useForm<V, unknown, z.output<S>>({
    ...options,
    defaultValues: defaultValues as DefaultValues<V>,
    // zodResolver types its resolver by the schema's own, looser, input; V is narrower and valid.
    resolver: zodResolver(schema as never) as unknown as Resolver<V, unknown, z.output<S>>,
  });
  useFormDraft(form, defaultValues, draft);
  return form;
}
