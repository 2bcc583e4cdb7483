import { useState } from 'react';
import { LOCALE_NAMES } from '#domain/i18n/locales.js';
import type { ItemTranslations } from '#domain/api/admin-translations.js';
import { TranslationsSaveSchema, type TranslationsSaveInput } from '#domain/schemas/admin-translations.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { EditorForm } from '#web/admin-kit/editor/editor-form.js';
import { useEditor } from '#web/admin-kit/editor/use-editor.js';
import type { CatalogueKind } from '#web/features/admin-catalogue/lib/catalogue-format.js';
import { useSaveTranslations } from '#web/features/admin-translations/api/item-translations.js';
import { TranslationRow } from './translation-row.js';

/** Another language (`?locale=`) is another set of texts: switching with unsaved edits asks first. */
const LEAVES_WITH = ['locale'] as const;

interface TranslationsEditorProps {
  kind: CatalogueKind;
  uuid: string;
  translations: ItemTranslations;
}

const formValues = (translations: ItemTranslations) => ({
  texts: translations.texts.map((text) => ({ key: text.key, text: text.text ?? '' })),
});

/** Only what changed is sent: the texts that differ from the ones saved. */
const changedTexts = ({ texts }: TranslationsSaveInput, saved: ItemTranslations): TranslationsSaveInput => ({
  texts: texts.filter((value, index) => value.text !== (saved.texts[index]?.text ?? '')),
});

/**
 * One language's translations of a page, side by side with the English. Only what changed is saved; an empty
 * text removes a translation (the storefront shows the English). A translation whose English changed since is
 * shown in English on the storefront until it is saved again, or confirmed with "Still right".
 */
export function TranslationsEditor({ kind, uuid, translations }: TranslationsEditorProps) {
  const languageName = LOCALE_NAMES[translations.locale];
  const form = useZodForm(TranslationsSaveSchema, formValues(translations));
  const editor = useEditor({
    item: translations,
    form,
    toFormValues: formValues,
    save: useSaveTranslations(kind, uuid, translations.locale),
    toBody: changedTexts,
    savedText: `${languageName} saved.`,
    failedText: 'The translations could not be saved.',
  });
  const [onlyOpen, setOnlyOpen] = useState(false);
  const { texts } = editor.base;
  const open = texts.filter((text) => text.state !== 'current').length;

  return (
    <EditorForm
      editor={editor}
      label={`${languageName} translations`}
      saveLabel={`Save ${languageName}`}
      saveNeedsChanges
      leavesWith={LEAVES_WITH}
      header={
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p>
            {open === 0
              ? `Every text is in ${languageName}.`
              : `${open} of ${texts.length} texts need ${languageName}: the storefront shows their English.`}
          </p>
          <label className="ml-auto inline-flex items-center gap-2">
            <input type="checkbox" checked={onlyOpen} onChange={(event) => setOnlyOpen(event.target.checked)} />
            Only what needs translation
          </label>
        </div>
      }
    >
      <ul className="space-y-3">
        {texts.map((text, index) =>
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
                  ? () => editor.send({ texts: [{ key: text.key, text: text.text ?? '' }] })
                  : undefined
              }
            />
          ),
        )}
      </ul>
    </EditorForm>
  );
}
