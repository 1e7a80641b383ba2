import { HEADER_NAMES, toSite, siteFromHost, type Site } from '@storefront/contracts';
import type { FastifyRequest } from 'fastify';
import type { ApiDomain } from '../../domain';
import { navigationMigrations } from './migrations';
import { seedNavigation } from './seed/seedNavigation';
import { navigationImage } from './images';
import { CONSENT_DOMAIN_ID_PATTERN, consentScript } from './consent';
import { sendProblem } from '@storefront/server-kit';

/** The site of a call: the x-hunter-site header if sent, else the host the page came from. */
function siteOf(request: FastifyRequest): Site {
  const header = request.headers[HEADER_NAMES.site];
  return typeof header === 'string' ? toSite(header) : siteFromHost(request.headers.host);
}

export const navigationDomain: ApiDomain = {
  name: 'navigation',
  migrations: navigationMigrations,
  seed: seedNavigation,
  routes(app, { db }) {
    const document = async (request: FastifyRequest, kind: 'tree' | 'themeworlds') => {
      const row = await db
        .selectFrom('navigation_documents')
        .select('body_json')
        .where('site', '=', siteOf(request))
        .where('kind', '=', kind)
        .executeTakeFirst();
      return row?.body_json;
    };

    app.get('/header-backend/api/show', async (request, reply) => {
      const body = await document(request, 'tree');
      if (!body)
        return sendProblem(reply, 404, 'urn:storefront:not-found', 'No navigation for this site.');
      return reply
        .type('application/json')
        .header('cache-control', 'private, max-age=60')
        .send(body);
    });

    app.get('/themeworld-frontend/api/themeworlds/navigation', async (request, reply) => {
      const body = await document(request, 'themeworlds');
      if (!body)
        return sendProblem(
          reply,
          404,
          'urn:storefront:not-found',
          'No theme worlds for this site.',
        );
      return reply
        .type('application/json')
        .header('cache-control', 'private, max-age=60')
        .send(body);
    });

    for (const prefix of ['/header-backend/media/', '/header-backend/preview-media/']) {
      app.get(`${prefix}navigation/:name`, async (request, reply) => {
        const svg = navigationImage((request.params as { name: string }).name);
        if (!svg) return sendProblem(reply, 404, 'urn:storefront:not-found', 'No such image.');
        return reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=86400')
          .send(svg);
      });
    }

    // Locally the consent service is this small script, so the loader's path runs end to end.
    app.get('/consent/:file', async (request, reply) => {
      const domainId = (request.params as { file: string }).file.replace(/\.js$/, '');
      if (!CONSENT_DOMAIN_ID_PATTERN.test(domainId))
        return sendProblem(reply, 404, 'urn:storefront:not-found', 'Unknown consent domain.');
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(consentScript(domainId));
    });
  },
};
