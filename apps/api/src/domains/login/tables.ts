export interface CustomerRow {
  id: string;
  site: string;
  email: string;
  /** scrypt: `salt:hash`, both hex. */
  password_hash: string;
  salutation: string | null;
  firstname: string;
  lastname: string;
  loyalty_beans: number;
  community_member: number;
  card_member: number;
  /** The customer's newsletter status as the newsletter service last reported it. */
  nl_status: string | null;
}

/** Staff who may use the preview panel; they log in at /staff/login. */
export interface StaffAccountRow {
  id: string;
  username: string;
  /** scrypt: `salt:hash`, both hex. */
  password_hash: string;
  name: string;
}

/** A logged-out login (server-side logout): its tokens are refused until they would have expired. */
export interface RevokedLoginRow {
  login_id: string;
  /** When the last token of that login expires, seconds since the epoch. */
  expires_at: number;
}

export interface LoginTables {
  customers: CustomerRow;
  staff_accounts: StaffAccountRow;
  revoked_logins: RevokedLoginRow;
}
