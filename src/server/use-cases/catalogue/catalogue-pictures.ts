import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE_MEDIA_MESSAGE } from '#domain/schemas/messages.js';
import type { DbOrTx } from '#server/db/client.js';
import { validationError } from '#server/lib/http-error.js';
import { mediaPaths } from '#server/media/media-paths.js';
import { mediaByUuid } from '#server/repositories/admin-catalogue-common-repository.js';

/** The generated art's folder (src/web/public/images), found from this module from src/ or dist/. */
function generatedArtFolder(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'src', 'web', 'public', 'images');
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  return null;
}
const ART = generatedArtFolder();

/** The generated art for a slug, or the default art when none was made for it. */
export function generatedArt(slug: string): { image: string; banner: string } {
  const has = (file: string) => ART !== null && existsSync(join(ART, file));
  const stem = has(`${slug}-card-800.webp`) ? slug : 'default';
  return { image: `/images/${stem}-card-800.webp`, banner: `/images/${stem}-banner-1280.webp` };
}

export interface PictureColumns {
  mediaId: number | null;
  image: string;
  banner: string;
}

/** An uploaded picture's sizes, or (null) the generated art back; an unknown upload is a 422. */
export async function pictureColumns(db: DbOrTx, mediaUuid: string | null, slug: string): Promise<PictureColumns> {
  if (mediaUuid === null) return { mediaId: null, ...generatedArt(slug) };
  const media = await mediaByUuid(db, mediaUuid);
  if (!media) throw validationError({ media_uuid: [CATALOGUE_MEDIA_MESSAGE] });
  return { mediaId: media.id, ...mediaPaths(media) };
}
