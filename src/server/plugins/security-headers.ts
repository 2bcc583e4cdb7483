import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Scripts only from our own origin (no 'unsafe-inline', no eval); inline style attributes stay allowed
 * because React and the toast library set them. Nothing may frame the site. The API docs page brings
 * its own inline bootstrap, so its routes get the policy Swagger UI computes for itself.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const HSTS = 'max-age=31536000; includeSubDomains';

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // Sent only over HTTPS (below): on plain HTTP it means nothing and would pin a local test host.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });

  app.addHook('onSend', async (request, reply) => {
    // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY is on (behind our own balancer).
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    // API answers without their own caching rule are private: user data never sits in a shared cache.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'private, no-store');
    }
  });
}
