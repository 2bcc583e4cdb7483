import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { ok } from '#server/lib/envelope.js';
import { readMedia } from '#server/use-cases/media/read-media.js';
import { readMediaPreview } from '#server/use-cases/media/read-media-preview.js';
import { setFocalPoint } from '#server/use-cases/media/set-focal-point.js';
import { uploadMedia } from '#server/use-cases/media/upload-media.js';
import { createUseCaseDeps } from '#server/use-cases/use-case.js';
import { adminTags as tags } from './admin-tags.js';
import { MEDIA_MULTIPART_LIMITS, readImagePart } from './media-body.js';

const urls = (widths: number[]) => z.object(Object.fromEntries(widths.map((w) => [String(w), z.string()])));

const MediaSchema = z.object({
  uuid: z.uuid(),
  revision: z.number().int(),
  card: urls([480, 800, 1200]),
  banner: urls([768, 1280, 1920]),
  width: z.number().int(),
  height: z.number().int(),
  focal: z.object({ x: z.number(), y: z.number() }),
  content_type: z.string(),
  created_at: z.string(),
});

const mediaEnvelope = successEnvelope(z.object({ media: MediaSchema }));
const FocalPointSchema = z.strictObject({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) });
const params = z.object({ uuid: z.uuid() });

/**
 * Staff only, and the original never changes under its uuid (a new upload is a new uuid): the
 * browser may keep it for a day, no shared cache may keep it at all.
 */
const PREVIEW_CACHE_CONTROL = 'private, max-age=86400';

/** Making every size of a large picture takes a second of a core: a burst of them is refused. */
const MEDIA_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/** Pictures for trips and destinations: upload, read, and move the focal point that decides the crops. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: MEDIA_MULTIPART_LIMITS });
  const depsFor = createUseCaseDeps(app);

  app.post(
    '/media',
    {
      config: {
        rateLimit: MEDIA_RATE_LIMIT,
        documentedBody: { 'multipart/form-data': z.object({ image: z.file().describe('JPEG, PNG or WebP') }) },
      },
      schema: {
        tags,
        summary: 'Upload a picture; every card and banner size is made from it (WebP, without metadata)',
        description:
          'multipart/form-data with one file field `image`: JPEG, PNG or WebP by its bytes, at most 15 MB and 60 ' +
          'megapixels, at least 960 × 400 pixels. The original is kept privately; the public sizes are cropped around ' +
          'the focal point (the middle until one is set).',
        response: { 201: mediaEnvelope },
      },
    },
    async (request, reply) => {
      const media = await uploadMedia({ bytes: await readImagePart(request) }, await depsFor(request));
      return reply.code(201).send(ok('Picture uploaded successfully', { media }, 201));
    },
  );

  app.get(
    '/media/:uuid',
    {
      schema: {
        tags,
        summary: 'One uploaded picture: its public sizes and focal point',
        params,
        response: { 200: mediaEnvelope },
      },
    },
    async (request) => ok('Picture fetched successfully', { media: await readMedia(request.params, app) }),
  );

  app.get(
    '/media/:uuid/preview',
    {
      config: { rateLimit: MEDIA_RATE_LIMIT },
      schema: {
        tags,
        summary: 'The whole picture, uncropped, as WebP at most 1024 px wide without metadata (the focal-point picker)',
        params,
        produces: ['image/webp'],
        response: { 200: z.any().describe('image/webp: the whole picture, upright, at most 1024 px wide') },
      },
    },
    async (request, reply) => {
      const preview = await readMediaPreview(request.params, { db: app.db, uploads: app.uploads });
      return reply.type('image/webp').header('cache-control', PREVIEW_CACHE_CONTROL).send(preview);
    },
  );

  app.put(
    '/media/:uuid/focal-point',
    {
      config: { rateLimit: MEDIA_RATE_LIMIT },
      schema: {
        tags,
        summary:
          'Set where the subject is (0–1 from the left and the top); every size is cropped again under new names',
        params,
        body: FocalPointSchema,
        response: { 200: mediaEnvelope },
      },
    },
    async (request) => {
      const media = await setFocalPoint({ ...request.params, ...request.body }, await depsFor(request));
      return ok('Focal point saved successfully', { media });
    },
  );
};
