import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The one way a form is made: react-hook-form checked by a shared domain schema. `defaultValues`
 * give the form's own shape (ids as the strings a select holds, '' for empty); it must be valid
 * input for the schema, which the type parameter checks. The submit handler gets the parsed output.
 */
export function useZodForm<S extends z.ZodType<unknown, FieldValues>, V extends FieldValues & z.input<S>>(
  schema: S,
  defaultValues: V,
  options: Omit<UseFormProps<V, unknown, z.output<S>>, 'resolver' | 'defaultValues'> = {},
) {
  return useForm<V, unknown, z.output<S>>({
    ...options,
    defaultValues: defaultValues as DefaultValues<V>,
    // zodResolver types its resolver by the schema's own, looser, input; V is narrower and valid.
    resolver: zodResolver(schema as never) as unknown as Resolver<V, unknown, z.output<S>>,
  });
}
