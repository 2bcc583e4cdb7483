import type { FastifyInstance } from 'fastify';
import type { UploadStore } from '#server/storage/upload-store.js';
import { MEDIA_URL_PREFIX } from './media-paths.js';
import { MEDIA_PUBLIC_DIR } from './store-upload.js';

/** Exactly the names make-sizes writes: nothing else (no folder, no `..`, no other type) can be asked for. */
const PUBLIC_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-r\d{1,9}-(card|banner)-\d{3,4}\.webp$/;

/**
 * `GET /media/{name}`: the public sizes of uploaded pictures, from the upload store, so any process
 * behind a balancer answers for a picture another one made. A name never changes content (a new crop
 * is a new revision, a new name), so browsers and CDNs keep them for a year.
 */
export function registerPublicMedia(app: FastifyInstance, store: UploadStore): void {
  app.get<{ Params: { name: string } }>(
    `${MEDIA_URL_PREFIX}/:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const bytes = PUBLIC_NAME.test(name) ? await store.get(`${MEDIA_PUBLIC_DIR}/${name}`) : null;
      if (!bytes) {
        return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not found');
      }
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type('image/webp')
        .send(bytes);
    },
  );
}
