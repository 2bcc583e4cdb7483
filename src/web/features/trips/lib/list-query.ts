// The search in a list page's URL (`location=`, `destination=`), read apart from the summary's date
// formatting so that what reads the URL carries no date library.

/** A location id from the query string: a positive whole number, else undefined (no filter). */
export function parseLocationId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Typed text from the query string (`q`: the places it names), trimmed; blank or over 200 characters is none. */
export function parseSearchText(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  return text && text.length <= 200 ? text : undefined;
}

/** A destination uuid from the query string, else undefined (no filter). */
export function parseDestinationUuid(value: string | null | undefined): string | undefined {
  return value && UUID.test(value) ? value : undefined;
}
