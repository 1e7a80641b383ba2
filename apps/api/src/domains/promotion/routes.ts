import { HEADER_NAMES, toSite } from '@storefront/contracts';
import {
  PromotionParamsSchema,
  PromotionQuerySchema,
  type PromotionResponse,
} from '@storefront/navigation-schemas';
import type { ApiDomain } from '../../domain';
import { parseOr400 } from '../../http/validate';
import { promotionMigrations } from './migrations';
import { findPromotion, parseTagList } from './repository';
import { seedPromotions } from './seed/seedPromotions';
import { promotionImage } from './images';
import { previewDateTimeOf } from '../preview';
import { sendProblem } from '@storefront/server-kit';

export const promotionDomain: ApiDomain = {
  name: 'promotion',
  migrations: promotionMigrations,
  seed: seedPromotions,
  routes(app, context) {
    const { db } = context;
    app.get('/promotion/api/promotion/:id', async (request, reply) => {
      const params = parseOr400(reply, PromotionParamsSchema, request.params, 'promotion id');
      const query = params && parseOr400(reply, PromotionQuerySchema, request.query, 'tag filter');
      if (!params || !query) return reply;
      const site = toSite(request.headers[HEADER_NAMES.site]);
      const row = await findPromotion(
        db,
        site,
        params.id,
        {
          allOfTags: parseTagList(query.allOfTags),
          anyOfTags: parseTagList(query.anyOfTags),
          noneOfTags: parseTagList(query.noneOfTags),
        },
        await previewDateTimeOf(request, context),
      );
      if (!row)
        return sendProblem(
          reply,
          404,
          'urn:storefront:not-found',
          `There is no promotion ${params.id} for ${site}.`,
        );
      const body: PromotionResponse = { type: row.type, contentJSON: row.content_json };
      // Promotions differ per site header and per visitor (preview): never shared by caches.
      return reply
        .header('cache-control', 'private, no-cache')
        .header('vary', HEADER_NAMES.site)
        .send(body);
    });

    app.get('/promotion/images/:name', async (request, reply) => {
      const { name } = request.params as { name: string };
      const svg = promotionImage(name);
      if (!svg) return sendProblem(reply, 404, 'urn:storefront:not-found', 'No such image.');
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    });
  },
};
