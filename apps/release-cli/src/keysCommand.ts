// What `./storefront keys add|list|revoke` does (keysCli.ts runs it): the operator gives a team a
// key for its remotes (README, "A team deploys with its own key"). The key is printed once; the
// store keeps its hash.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import { REMOTE_NAMES, SITES } from '@storefront/contracts';
import { newSigningKeyPair, releaseEnvironment } from '@storefront/releases';
import {
  CONSOLE_LOGIN,
  issueConsoleAccount,
  issueKey,
  KEY_LIFETIME_DAYS_DEFAULT,
  KEY_LIFETIME_DAYS_MAX,
  TEAM_NAME,
  type KeyRecord,
  type KeyStore,
} from '@storefront/release-service';

const USAGE = `usage: ./storefront keys add --team <name> --remote <${REMOTE_NAMES.join('|')}> [--remote ...] [--site <SITE> ...] [--environment <name>] [--expires-days <1-${KEY_LIFETIME_DAYS_MAX}>]
       ./storefront keys list
       ./storefront keys revoke <key id>
       ./storefront keys signing-key --out <folder>
       ./storefront keys console-add <login> --name <full name> --team <name> [--remote <remote> ...] [--environment <name>]
       ./storefront keys console-list
       ./storefront keys console-revoke <login>`;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An environment as STOREFRONT_ENV names it: lower-case letters, digits and dashes. */
const ENVIRONMENT_NAME = /^[a-z][a-z0-9-]{0,39}$/;

/** A command the operator must correct: exit code 2, nothing changed. */
export class Refused extends Error {}

const AddSchema = z.object({
  team: z.string().check(z.regex(TEAM_NAME)),
  remotes: z.array(z.enum(REMOTE_NAMES)).check(z.minLength(1)),
  sites: z.array(z.enum(SITES)),
  environment: z.string().check(z.regex(ENVIRONMENT_NAME)),
  expiresDays: z.coerce.number().check(z.int(), z.gte(1), z.lte(KEY_LIFETIME_DAYS_MAX)),
});

/** A console account's grant: a person of a team; no remote: the console to read only. */
const ConsoleAddSchema = z.object({
  login: z.string().check(z.regex(CONSOLE_LOGIN)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  team: z.string().check(z.regex(TEAM_NAME)),
  remotes: z.array(z.enum(REMOTE_NAMES)),
  environment: z.string().check(z.regex(ENVIRONMENT_NAME)),
});

const MESSAGES: Record<string, string> = {
  login: 'console-add wants a login: lower-case letters, digits, dots and dashes, 2 to 40 of them',
  name: '--name wants the person’s name, up to 80 characters',
  team: '--team wants a team name: lower-case letters, digits and dashes, 2 to 40 of them',
  remotes: `--remote wants one or more of ${REMOTE_NAMES.join(', ')}`,
  sites: `--site wants one of ${SITES.join(', ')}`,
  environment: '--environment wants an environment name: lower-case letters, digits and dashes',
  expiresDays: `--expires-days wants a whole number of days from 1 to ${KEY_LIFETIME_DAYS_MAX}`,
};

function statusOf(record: KeyRecord, now: Date): string {
  if (record.revokedAt) return `revoked ${record.revokedAt.toISOString()}`;
  if (record.expiresAt <= now) return `expired ${record.expiresAt.toISOString()}`;
  return `active until ${record.expiresAt.toISOString()}`;
}

/** Runs one keys command against `keys`, printing through `print`; throws Refused for bad input. */
export async function runKeysCommand(
  keys: KeyStore,
  argv: string[],
  print: (line: string) => void = console.log,
  now = new Date(),
): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      team: { type: 'string' },
      remote: { type: 'string', multiple: true },
      site: { type: 'string', multiple: true },
      environment: { type: 'string' },
      'expires-days': { type: 'string' },
      out: { type: 'string' },
      name: { type: 'string' },
    },
  });
  const [command, id] = positionals;
  switch (command) {
    case 'add': {
      const parsed = AddSchema.safeParse({
        team: values.team,
        remotes: values.remote ?? [],
        sites: values.site ?? [],
        environment: values.environment ?? releaseEnvironment(process.env),
        expiresDays: values['expires-days'] ?? KEY_LIFETIME_DAYS_DEFAULT,
      });
      if (!parsed.success) {
        const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
        throw new Refused(
          `${fields.map((field) => MESSAGES[field] ?? field).join('\n')}\nNo key was made.\n${USAGE}`,
        );
      }
      const grant = parsed.data;
      const { token, record } = issueKey(
        {
          team: grant.team,
          remotes: grant.remotes,
          environment: grant.environment,
          sites: grant.sites.length > 0 ? grant.sites : null,
          expiresAt: new Date(now.getTime() + grant.expiresDays * DAY_MS),
        },
        now,
      );
      await keys.add(record);
      print(
        `Key ${record.id} for team ${record.team}: ${record.remotes.join(', ')} in ${record.environment}${record.sites ? ` on ${record.sites.join(', ')}` : ''}, ${statusOf(record, now)}.`,
      );
      print('Put it in the team’s CI secrets as RELEASE_KEY; it is shown this once:');
      print(token);
      return;
    }
    case 'list': {
      const records = await keys.list();
      if (records.length === 0) return print(`No keys in ${keys.description}.`);
      for (const record of records)
        print(
          `${record.id}  ${record.team.padEnd(12)} ${record.remotes.join(',').padEnd(20)} ${record.environment}${record.sites ? ` (${record.sites.join(',')})` : ''}  ${statusOf(record, now)}`,
        );
      return;
    }
    case 'revoke': {
      if (!id || !/^[0-9a-f]{12}$/.test(id))
        throw new Refused(
          `keys revoke wants a key id (12 hex digits, as \`keys list\` shows).\n${USAGE}`,
        );
      if (!(await keys.revoke(id, now)))
        throw new Refused(`There is no key ${id} in ${keys.description}; nothing was revoked.`);
      print(`Key ${id} is revoked: the release service refuses it from now on.`);
      return;
    }
    case 'console-add': {
      const parsed = ConsoleAddSchema.safeParse({
        login: id ?? '',
        name: values.name ?? '',
        team: values.team,
        remotes: values.remote ?? [],
        environment: values.environment ?? releaseEnvironment(process.env),
      });
      if (!parsed.success) {
        const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
        throw new Refused(
          `${fields.map((field) => MESSAGES[field] ?? field).join('\n')}\nNo account was made.\n${USAGE}`,
        );
      }
      const { password, record } = await issueConsoleAccount(parsed.data, now);
      if (!(await keys.accounts.add(record)))
        throw new Refused(
          `There is already a console account ${record.login} (\`keys console-list\`); nothing was changed.`,
        );
      print(
        `Console account ${record.login} (${record.name}, team ${record.team}): ${record.remotes.length > 0 ? `may change ${record.remotes.join(', ')}` : 'reads the console, changes nothing'} in ${record.environment}.`,
      );
      print('Hand the password to its holder; it is shown this once:');
      print(password);
      return;
    }
    case 'console-list': {
      const records = await keys.accounts.list();
      if (records.length === 0) return print(`No console accounts in ${keys.description}.`);
      for (const record of records)
        print(
          `${record.login.padEnd(16)} ${record.name} (team ${record.team}) ${record.remotes.join(',') || 'read only'} in ${record.environment}  ${record.revokedAt ? `revoked ${record.revokedAt.toISOString()}` : 'active'}`,
        );
      return;
    }
    case 'console-revoke': {
      if (!id || !CONSOLE_LOGIN.test(id))
        throw new Refused(
          `keys console-revoke wants a login, as \`keys console-list\` shows.\n${USAGE}`,
        );
      if (!(await keys.accounts.revoke(id, now)))
        throw new Refused(`There is no console account ${id}; nothing was revoked.`);
      print(`Console account ${id} is revoked: its sessions end at their next request.`);
      return;
    }
    case 'signing-key': {
      // The release service signs with the private half; every storefront host verifies with the public one.
      const out = values.out;
      if (!out) throw new Refused(`keys signing-key wants --out <folder>.\n${USAGE}`);
      const privateFile = path.join(out, 'release-signing-key.pem');
      const publicFile = path.join(out, 'release-verify-key.pem');
      if (fs.existsSync(privateFile) || fs.existsSync(publicFile))
        throw new Refused(`${out} already holds a release key pair; nothing was overwritten.`);
      const { privatePem, publicPem } = newSigningKeyPair();
      fs.mkdirSync(out, { recursive: true });
      fs.writeFileSync(privateFile, privatePem, { mode: 0o600 });
      fs.writeFileSync(publicFile, publicPem, { mode: 0o644 });
      print(
        `Wrote ${privateFile} (the release service's RELEASE_SIGNING_KEY_FILE, and the operator's) and ${publicFile} (every storefront host's RELEASE_VERIFY_KEY_FILE).`,
      );
      return;
    }
    default:
      throw new Refused(USAGE);
  }
}
