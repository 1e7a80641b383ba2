import { FOOTER_SITE_ORIGINS_PATH } from '@storefront/footer-schemas';
import type { ApiDomain } from '../../domain';
import { publicOriginsFromEnv } from '../../config';
import { FOOTER_IMAGES } from './images';
import { seedFooterContent } from './seed/seedFooter';
import { sendProblem } from '@storefront/server-kit';

/**
 * The footer's API pieces: its SHOP_FOOTER content per site (seeded into the promotion service,
 * which serves it), the footer images under /service/footer-images/ and every site's public origin.
 */
export const footerDomain: ApiDomain = {
  name: 'footer',
  // No tables of its own: the content lives in the promotion service's table.
  migrations: {},
  seed: seedFooterContent,
  routes(app, { config }) {
    // The country selector's addresses for the footer's server render: configuration,
    // the same for every visitor, never derived from the request.
    const siteOrigins = config.publicOrigins ?? publicOriginsFromEnv({});
    app.get(FOOTER_SITE_ORIGINS_PATH.replace(/^\/service/, ''), async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(siteOrigins),
    );

    app.get('/footer-images/:folder/:file', async (request, reply) => {
      const { folder, file } = request.params as { folder: string; file: string };
      const svg = FOOTER_IMAGES.get(`${folder}/${file}`);
      if (!svg) return sendProblem(reply, 404, 'urn:storefront:not-found', 'No such footer image.');
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    });
  },
};
