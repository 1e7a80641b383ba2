import { demoAccounts } from '../domains/login/seed/seedLogin';

// The demo accounts the tests log in with (the API they start runs in demo mode).
export { DEMO_STAFF_USERNAME, demoEmail } from '../domains/login/seed/seedLogin';
export const {
  customerPassword: DEMO_PASSWORD,
  staff: { password: DEMO_STAFF_PASSWORD },
} = demoAccounts();
