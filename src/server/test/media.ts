import type { multipart } from '#server/media/test-images.js';
import { call } from './http.js';
import type { TestContext } from './test-app.js';

/**
 * Posts a multipart body (media/test-images.ts `multipart`) to the media library with a staff member's headers, as
 * the back office's uploader does.
 */
export function postMedia(ctx: TestContext, staff: { authorization: string }, body: ReturnType<typeof multipart>) {
  return call(ctx.app, {
    method: 'POST',
    url: '/api/admin/media',
    payload: body.payload,
    headers: { ...body.headers, ...staff },
  });
}
