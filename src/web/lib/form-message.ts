import { readFilledMessage } from '#domain/i18n/msg.js';
import { FILLED_MESSAGES } from '#domain/schemas/filled-messages.js';
import { useT } from '#web/i18n/i18n.js';

/**
 * A schema's or the server's message (its English, which is its id) in the page's language; one with a number
 * filled in ('Please keep this under 200 characters.') through its message with the number as a value. A message
 * the catalogue lacks shows as received.
 */
export function useFormMessage(): (message: string) => string {
  const t = useT();
  return (message) => {
    const filled = readFilledMessage(message, FILLED_MESSAGES);
    return filled ? t(filled.id, filled.values) : t(message);
  };
}
