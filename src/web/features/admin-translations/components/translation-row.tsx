import type { Control, UseFormRegister } from 'react-hook-form';
import type { TranslatedText } from '#domain/api/admin-translations.js';
import type { TranslationsSaveInput } from '#domain/schemas/admin-translations.js';
import { Button } from '#web/components/ui/button.js';
import { Field } from '#web/components/ui/field.js';
import { TextInput } from '#web/components/ui/input.js';
import { RichText } from '#web/components/ui/rich-text.js';
import { RichTextField } from '#web/features/admin-catalogue/components/rich-text-field.js';
import { TranslationStateBadge } from './translation-state-badge.js';

interface TranslationRowProps {
  index: number;
  text: TranslatedText;
  languageName: string;
  control: Control<TranslationsSaveInput>;
  register: UseFormRegister<TranslationsSaveInput>;
  error?: string | undefined;
  /** saves the stored translation again as made for the English now (an outdated one that still says it right) */
  onConfirm?: (() => void) | undefined;
}

/** One text of the page: the English on the left, its translation on the right, and where it stands. */
export function TranslationRow({
  index,
  text,
  languageName,
  control,
  register,
  error,
  onConfirm,
}: TranslationRowProps) {
  const name = `texts.${index}.text` as const;
  const label = `${text.label} in ${languageName}`;
  return (
    <li className="rounded-lg border border-ink/10 bg-white p-3">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold text-ink">{text.label}</h3>
        <TranslationStateBadge state={text.state} />
        {text.shared && <span className="text-xs text-ink/65">Shared: every trip and destination that names it</span>}
        {onConfirm && (
          <Button type="button" variant="outline" size="sm" className="ml-auto h-8 px-3" onClick={onConfirm}>
            Still right
          </Button>
        )}
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <div aria-label={`${text.label} in English`} role="group" className="rounded-md bg-sand/60 p-2 text-sm">
          <p className="mb-1 text-xs font-semibold tracking-wide text-ink/60 uppercase">English</p>
          {text.html ? <RichText html={text.english} className="text-sm" /> : <p>{text.english}</p>}
        </div>
        {text.html ? (
          <RichTextField control={control} name={name} label={languageName} error={error} />
        ) : (
          <Field label={languageName} error={error}>
            <TextInput aria-label={label} className="h-10 sm:text-sm" placeholder={text.english} {...register(name)} />
          </Field>
        )}
      </div>
    </li>
  );
}
