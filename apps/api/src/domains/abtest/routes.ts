import crypto from 'node:crypto';
import {
  AB_VISITOR_COOKIE,
  TestsAtQuerySchema,
  type AbAssignment,
  type AbTest,
} from '@storefront/preview-schemas';
import type { ApiDomain } from '../../domain';
import { parseOr400 } from '../../http/validate';
import { previewOfRequest, parseIsoDateTime, requireStaff } from '../preview';
import { abTestMigrations } from './migrations';
import { groupForVisitor, testsActiveAt } from './repository';
import { seedAbTests } from './seed/seedAbTests';
import { sendProblem, readOwnCookie, setOwnCookie } from '@storefront/server-kit';

/** The visitor id cookie lives a year, so a shopper keeps their groups across visits. */
export const AB_VISITOR_COOKIE_LIFETIME_S = 365 * 24 * 60 * 60;
const VISITOR_ID = /^[A-Za-z0-9-]{8,64}$/;

export const abTestDomain: ApiDomain = {
  name: 'abtest',
  migrations: abTestMigrations,
  seed: seedAbTests,
  routes(app, context) {
    // Which tests run at a time: staff only, since it reveals tests that have not started yet.
    app.get('/abtestfrontend/api/v1/gettestsat', async (request, reply) => {
      if (!(await requireStaff(request, reply, context))) return reply;
      const query = parseOr400(reply, TestsAtQuerySchema, request.query, 'time');
      if (!query) return reply;
      const time = parseIsoDateTime(query.time);
      if (!time)
        return sendProblem(
          reply,
          400,
          'urn:storefront:invalid-request',
          'The time is not a valid ISO 8601 date-time.',
        );
      const tests: AbTest[] = await testsActiveAt(context, time);
      return tests;
    });

    // The visitor's groups now, or at the preview date-time with the preview's group for staff.
    app.get('/abtestfrontend/api/v1/getassignment', async (request, reply) => {
      const preview = await previewOfRequest(request, context);
      let visitorId = readOwnCookie(request, context.config, AB_VISITOR_COOKIE);
      if (!visitorId || !VISITOR_ID.test(visitorId)) {
        visitorId = crypto.randomUUID();
        setOwnCookie(reply, context.config, AB_VISITOR_COOKIE, visitorId, {
          sameSite: 'lax',
          httpOnly: true,
          maxAge: AB_VISITOR_COOKIE_LIFETIME_S,
        });
      }
      const time = preview?.dateTime ?? new Date();
      const tests = await testsActiveAt(context, time);
      const assignments = tests.flatMap((test) => {
        const group =
          preview?.abTestName === test.name && preview.abTestGroup
            ? preview.abTestGroup
            : groupForVisitor(visitorId, test);
        return group ? [{ test: test.name, group }] : [];
      });
      reply.header('cache-control', 'no-store');
      const response: AbAssignment = {
        time: time.toISOString(),
        preview: Boolean(preview),
        assignments,
      };
      return response;
    });
  },
};
