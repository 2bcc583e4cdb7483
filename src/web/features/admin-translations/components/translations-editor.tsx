import { useState } from 'react';
import { LOCALE_NAMES } from '#domain/i18n/locales.js';
import type { ItemTranslations, TranslationLocale } from '#domain/api/admin-translations.js';
import { TranslationsSaveSchema } from '#domain/schemas/admin-translations.js';
import { Button } from '#web/components/ui/button.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { notify } from '#web/lib/notify.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { UnsavedChangesGuard } from '#web/features/admin-catalogue/components/unsaved-changes-guard.js';
import { useSaveTranslations, type TranslatedKind } from '#web/features/admin-translations/api/item-translations.js';
import { TranslationRow } from './translation-row.js';

/** Another language (`?locale=`) is another set of texts: switching with unsaved edits asks first. */
const LEAVES_WITH = ['locale'] as const;

interface TranslationsEditorProps {
  kind: TranslatedKind;
  uuid: string;
  translations: ItemTranslations;
}

const formValues = (translations: ItemTranslations) => ({
  texts: translations.texts.map((text) => ({ key: text.key, text: text.text ?? '' })),
});

/**
 * One language's translations of a page, side by side with the English. Only what changed is saved; an empty
 * text removes a translation (the storefront shows the English). A translation whose English changed since is
 * shown in English on the storefront until it is saved again, or confirmed with "Still right".
 */
export function TranslationsEditor({ kind, uuid, translations }: TranslationsEditorProps) {
  const locale: TranslationLocale = translations.locale;
  const languageName = LOCALE_NAMES[locale];
  const form = useZodForm(TranslationsSaveSchema, formValues(translations));
  const save = useSaveTranslations(kind, uuid, locale);
  const [onlyOpen, setOnlyOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const dirty = form.formState.isDirty;
  const open = translations.texts.filter((text) => text.state !== 'current').length;

  const send = (texts: { key: string; text: string }[]) => {
    setProblem(null);
    save.mutate(
      { texts },
      {
        onSuccess: (saved) => {
          form.reset(formValues(saved));
          notify.success(`${languageName} saved.`);
        },
        onError: (error) => setProblem(failureMessage(error, 'The translations could not be saved.')),
      },
    );
  };
  const submit = form.handleSubmit(({ texts }) =>
    send(texts.filter((value, index) => value.text !== (translations.texts[index]?.text ?? ''))),
  );

  return (
    <form noValidate onSubmit={submit} aria-label={`${languageName} translations`} className="space-y-3">
      <UnsavedChangesGuard when={dirty && !save.isPending} leavesWith={LEAVES_WITH} />
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p>
          {open === 0
            ? `Every text is in ${languageName}.`
            : `${open} of ${translations.texts.length} texts need ${languageName}: the storefront shows their English.`}
        </p>
        <label className="ml-auto inline-flex items-center gap-2">
          <input type="checkbox" checked={onlyOpen} onChange={(event) => setOnlyOpen(event.target.checked)} />
          Only what needs translation
        </label>
      </div>
      <FormAlert
        tone="error"
        title={problem ? 'Not saved yet' : undefined}
        messages={problem ? [problem] : undefined}
      />
      <ul className="space-y-3">
        {translations.texts.map((text, index) =>
          onlyOpen && text.state === 'current' ? null : (
            <TranslationRow
              key={text.key}
              index={index}
              text={text}
              languageName={languageName}
              control={form.control}
              register={form.register}
              error={form.formState.errors.texts?.[index]?.text?.message}
              onConfirm={
                text.state === 'outdated' && text.text !== null
                  ? () => send([{ key: text.key, text: text.text ?? '' }])
                  : undefined
              }
            />
          ),
        )}
      </ul>
      <div className="sticky bottom-0 flex flex-wrap items-center gap-2 border-t border-ink/10 bg-sand/95 py-2">
        <Button type="submit" size="sm" disabled={save.isPending || !dirty}>
          {save.isPending ? 'Saving…' : `Save ${languageName}`}
        </Button>
        <span className="text-xs text-ink/70">{dirty ? 'Unsaved changes' : 'All changes saved'}</span>
      </div>
    </form>
  );
}
