import { useWatch } from 'react-hook-form';
import type { Named } from '#domain/api/reference.js';
import { useTripForm } from '#web/features/admin-trips/hooks/use-trip-form.js';
import { CheckboxGroup } from '#web/features/admin-catalogue/components/checkbox-group.js';

// An id the list does not name (a category removed since) stays tickable by number rather than vanish.
const withKept = (options: readonly Named[], kept: readonly string[]): Named[] => [
  ...options,
  ...kept
    .filter((id) => !options.some((o) => String(o.id) === id))
    .map((id) => ({ id: Number(id), name: `Item #${id}` })),
];

/** What the price covers and what it does not. */
export function InclusionsSection({ inclusions }: { inclusions: readonly Named[] }) {
  const form = useTripForm();
  const { errors } = form.formState;
  // The kept ids are the ones the trip was loaded with: unticking one leaves it on screen to tick again.
  const loaded = form.formState.defaultValues;
  const addons = useWatch({ control: form.control, name: 'addon_ids' });
  const exclusions = useWatch({ control: form.control, name: 'exclusion_ids' });
  const keptAddons = [...new Set([...((loaded?.addon_ids ?? []) as string[]), ...addons])];
  const keptExclusions = [...new Set([...((loaded?.exclusion_ids ?? []) as string[]), ...exclusions])];
  return (
    <>
      <CheckboxGroup
        legend="Add-ons (included)"
        field={form.register('addon_ids')}
        options={withKept(inclusions, keptAddons)}
        error={errors.addon_ids?.message}
      />
      <CheckboxGroup
        legend="Exclusions (not included)"
        field={form.register('exclusion_ids')}
        options={withKept(inclusions, keptExclusions)}
        error={errors.exclusion_ids?.message}
      />
    </>
  );
}
