import { type PersonalDataResponse } from '@storefront/contracts';
import { PERSONAL_DATA_PATH } from '@storefront/platform';
import type { ApiDomain } from '../../domain';
import { loginOfRequest } from '../login';
import { SERVICE_PREFIX } from '../../http/servicePrefix';

/** The header's and footer's personal data: who is there, from the login cookies. */
export const customerDomain: ApiDomain = {
  name: 'customer',
  migrations: {},
  routes(app, context) {
    app.get(PERSONAL_DATA_PATH.slice(SERVICE_PREFIX.length), async (request, reply) => {
      const login = await loginOfRequest(request, context);
      const body: PersonalDataResponse =
        login.status === 'LOGGED_OUT'
          ? { tracking: { loginStatus: 'LOGGED_OUT' } }
          : {
              tracking: { loginStatus: login.status },
              customer: {
                firstname: login.customer.firstname,
                lastname: login.customer.lastname,
                loyaltyBeans: login.customer.loyalty_beans,
                statuses: {
                  isCommunityMember: login.customer.community_member === 1,
                  isStorefrontcardMember: login.customer.card_member === 1,
                },
              },
            };
      return reply.header('cache-control', 'private, no-store').send(body);
    });
  },
};
