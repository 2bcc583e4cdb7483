import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeCookieText } from '#domain/i18n/locale-cookie.js';
import { LOCALES } from '#domain/i18n/locales.js';
import { languageChoicePath, localizedHref, sitePaths, splitLocalePath } from '#domain/site-paths.js';
import { siteReturnPath } from '#domain/site-return-path.js';
import { HttpError } from '#server/lib/http-error.js';

export const NOT_A_SITE_PATH_MESSAGE = 'The page to return to must be a page of this site.';

/**
 * GET /language?locale=de&path=/safaris: the language switcher's links. The choice is kept in the `locale` cookie
 * (so English URLs open in it next time, server-pages' locale redirect) and the visitor lands on the same page
 * in that language. Plain links, so it works without JavaScript; crawlers are kept out (robots.txt, nofollow)
 * and find each page's languages in its hreflang alternates. Without a path it opens the home page; a path that
 * is not one of this site's (`//host`, `/\host`, a control character, raw or encoded) is a 400, never a redirect.
 */
export const languageChoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    languageChoicePath,
    {
      schema: {
        hide: true,
        querystring: z.object({ locale: z.enum(LOCALES), path: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { locale, path: asked } = request.query;
      const path = asked ? siteReturnPath(asked) : sitePaths.home.getHref();
      if (path === null) throw new HttpError(400, NOT_A_SITE_PATH_MESSAGE);
      const [pathname = '/', query = ''] = path.split(/(?=\?)/);
      // `/de//host` is a site path, but without its prefix it would name another site: checked again.
      const target = siteReturnPath(localizedHref(locale, `${splitLocalePath(pathname).path}${query}`));
      if (target === null) throw new HttpError(400, NOT_A_SITE_PATH_MESSAGE);
      return reply
        .header('set-cookie', localeCookieText(locale))
        .header('cache-control', 'no-store')
        .redirect(target, 303);
    },
  );
};
