import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeCookieText } from '#domain/i18n/locale-cookie.js';
import { LOCALES } from '#domain/i18n/locales.js';
import { languageChoicePath, localizedHref, sitePaths, splitLocalePath } from '#domain/site-paths.js';

/** A site path to come back to: `/…` on this site only (never `//host`), without its locale's prefix. */
const sitePath = z
  .string()
  .max(2000)
  .refine((path) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\'))
  .catch(sitePaths.home.getHref());

/**
 * GET /language?locale=de&path=/safaris: the language switcher's links. The choice is kept in the `locale` cookie
 * (so English URLs open in it next time, server-pages' locale redirect) and the visitor lands on the same page
 * in that language. Plain links, so it works without JavaScript; crawlers are kept out (robots.txt, nofollow)
 * and find each page's languages in its hreflang alternates.
 */
export const languageChoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    languageChoicePath,
    {
      schema: {
        hide: true,
        querystring: z.object({ locale: z.enum(LOCALES), path: sitePath }),
      },
    },
    async (request, reply) => {
      const { locale, path } = request.query;
      const [pathname = '/', query = ''] = path.split(/(?=\?)/);
      const target = localizedHref(locale, `${splitLocalePath(pathname).path}${query}`);
      return reply
        .header('set-cookie', localeCookieText(locale))
        .header('cache-control', 'no-store')
        .redirect(target, 303);
    },
  );
};
