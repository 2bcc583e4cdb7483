/** The pictures' answers; a trip's or destination's own live in admin-kit/api/catalogue-keys.ts. */
export const mediaKeys = {
  media: (uuid: string) => ['admin', 'media', uuid] as const,
  /** apart from the media: a new focal point makes new crops, never a new whole picture */
  preview: (uuid: string) => ['admin', 'media-preview', uuid] as const,
  /** the signed link to the storefront's page of a trip or destination */
  previewLink: (collection: string, uuid: string) => ['admin', 'preview-link', collection, uuid] as const,
};
