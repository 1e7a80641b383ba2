import type { RemoteName, Site } from '@storefront/contracts';
import { CONSOLE_PATH, type ConsoleAction, type ConsoleRequest } from './consoleActions';
import {
  JUDGED_VITALS,
  p75,
  type Canary,
  type RegistryChange,
  type ReleaseId,
  type ReleaseVitals,
} from '@storefront/releases';

/** What the console shows of one remote in one scope (the environment, or a site with its own entries). */
export interface ScopeRow {
  site: Site | null;
  live: ReleaseId | null;
  canary: Canary | undefined;
  /** The shoppers' vitals of the canary and of the live release since the canary began: the verdict's evidence. */
  vitals?: { canary: ReleaseVitals; live: ReleaseVitals } | undefined;
}
export interface RemoteView {
  remote: RemoteName;
  rows: ScopeRow[];
  /** The newest changes of every scope, newest first. */
  changes: (RegistryChange & { site: Site | null })[];
  /** Release → its health chart (SVG markup). */
  charts: Map<string, string>;
  /** The remote's published releases, newest first: what `rollback --to` may choose. */
  releases: { id: ReleaseId; published: Date; publisher: string | null }[];
  /** Whether the signed-in account may change this remote (its team's). */
  mayChange: boolean;
}

/** Who is signed in, as the page's header says it. */
export interface ConsoleSigner {
  name: string;
  login: string;
  team: string;
}

export const escapeHtml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const releaseText = (release: string | null, site: Site | null) =>
  release ?? (site ? 'the environment’s release' : 'the shell’s own build');

/**
 * A canary's share, and where it rolls out by itself (`deploy --steps … --every …`,
 * docs/architecture/releases.md, "Automatic rollback"): the step it is on, when it is next judged,
 * and what comes after. The evidence the verdict reads is beside it: the health chart and the
 * shoppers' vitals (vitalsText).
 */
function canaryText(canary: Canary): string {
  const share = `${canary.release}, ${canary.percent} % of shoppers since ${canary.since.toISOString()}`;
  const { rollout } = canary;
  const [next, ...after] = rollout?.steps ?? [];
  if (!rollout || next === undefined) return escapeHtml(share);
  const decision = new Date(canary.since.getTime() + rollout.stepEveryMs).toISOString();
  const then = after.length > 0 ? `, then ${after.map((step) => `${step} %`).join(', ')}` : '';
  const action = next === 100 ? 'promoted to all shoppers' : `given ${next} %${then}`;
  return `${escapeHtml(share)}<br>Rolling out: if healthy at ${decision}, ${escapeHtml(action)}`;
}

/** One vital's p75 and its shoppers, or a dash while none reported it. */
const p75Text = (values: readonly number[]) => {
  const value = p75(values);
  return `${value === undefined ? '—' : `${Math.round(value)} ms`} (${values.length} shoppers)`;
};

/**
 * What the verdict reads of the shoppers' experience (canary/vitalsVerdict.ts): each judged vital's
 * p75 on the canary against the live release's, over the canary's time, with their samples.
 */
function vitalsText(vitals: NonNullable<ScopeRow['vitals']>): string {
  const lines = JUDGED_VITALS.map(
    (vital) =>
      `p75 ${vital} ${p75Text(vitals.canary[vital])} against ${p75Text(vitals.live[vital])} live`,
  );
  return `<br>Shoppers since the canary began: ${escapeHtml(lines.join('; '))}`;
}

const STYLE =
  'form{display:inline-block;margin:4px}button,input,select{min-height:44px;min-width:44px;padding:0 12px}td,th{padding:4px 8px;vertical-align:top}svg{display:block}label{margin-right:4px}';

/** A page of the console: landmarks, one h1, the nonce'd style sheet. */
function consoleDocument(nonce: string, title: string, header: string, main: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} | Release console</title><style nonce="${escapeHtml(nonce)}">${STYLE}</style></head>
<body><header>${header}</header>
<main>${main}</main></body></html>`;
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/** The scope's fields of a form: the remote and the site ('' for the environment's own registry). */
const scopeFields = (remote: RemoteName, site: Site | null) =>
  hidden('remote', remote) + hidden('site', site ?? '');

/** A button that opens the confirm step of an action (a GET: nothing changes before the password). */
function confirmButton(
  action: ConsoleAction,
  remote: RemoteName,
  site: Site | null,
  label: string,
): string {
  return `<form method="get" action="${CONSOLE_PATH}/confirm">${hidden('action', action)}${scopeFields(remote, site)}<button type="submit">${escapeHtml(label)}</button></form>`;
}

/** The actions of one scope row, for an account that may change the remote. */
function rowActions(view: RemoteView, row: ScopeRow, scope: string): string {
  const { remote } = view;
  if (!view.mayChange) return 'Not your team’s remote';
  const canary = row.canary
    ? confirmButton('promote', remote, row.site, `Promote ${remote} canary on ${scope}`) +
      confirmButton('end-canary', remote, row.site, `End ${remote} canary on ${scope}`) +
      `<form method="get" action="${CONSOLE_PATH}/confirm">${hidden('action', 'share')}${scopeFields(remote, row.site)}<label for="share-${remote}-${row.site ?? 'all'}">${escapeHtml(`Share of shoppers for the ${remote} canary on ${scope} (%)`)}</label><input id="share-${remote}-${row.site ?? 'all'}" name="percent" type="number" inputmode="numeric" min="1" max="99" required value="${row.canary.percent}"><button type="submit">${escapeHtml(`Change ${remote} canary share on ${scope}`)}</button></form>`
    : confirmButton('rollback', remote, row.site, `Roll back ${remote} on ${scope}`);
  const choices = view.releases
    .filter((release) => release.id !== row.live)
    .map(
      (release) =>
        `<option value="${release.id}">${release.id}, published ${release.published.toISOString()}${release.publisher ? escapeHtml(` by ${release.publisher}`) : ''}</option>`,
    )
    .join('');
  const rollbackTo = choices
    ? `<form method="get" action="${CONSOLE_PATH}/confirm">${hidden('action', 'rollback-to')}${scopeFields(remote, row.site)}<label for="to-${remote}-${row.site ?? 'all'}">${escapeHtml(`Release to roll ${remote} on ${scope} back to`)}</label><select id="to-${remote}-${row.site ?? 'all'}" name="release" required>${choices}</select><button type="submit">${escapeHtml(`Roll back ${remote} on ${scope} to the chosen release`)}</button></form>`
    : '';
  return canary + rollbackTo;
}

function signedInHeader(signer: ConsoleSigner, formToken: string): string {
  return `<p>Signed in as ${escapeHtml(signer.name)} (${escapeHtml(signer.login)}, team ${escapeHtml(signer.team)})</p><form method="post" action="${CONSOLE_PATH}/logout">${hidden('form', formToken)}<button type="submit">Log out</button></form>`;
}

/**
 * The release console: plain server-rendered HTML that works without script.
 * Landmarks (header, main), one h1, an h2 per remote, tables with captions and header cells,
 * forms whose buttons name their remote and scope; the charts are images with text alternatives.
 */
export function consolePage(input: {
  nonce: string;
  signer: ConsoleSigner;
  formToken: string;
  environment: string;
  views: RemoteView[];
  message?: string | undefined;
}): string {
  const sections = input.views
    .map((view) => {
      const rows = view.rows
        .map((row) => {
          const scope = row.site ?? `${input.environment} (all sites)`;
          const chart = (release: string | null) => (release && view.charts.get(release)) || '';
          return `<tr><th scope="row">${escapeHtml(scope)}</th><td>${escapeHtml(releaseText(row.live, row.site))}${chart(row.live ?? 'local')}</td><td>${row.canary ? `${canaryText(row.canary)}${row.vitals ? vitalsText(row.vitals) : ''}${chart(row.canary.release)}` : 'none'}</td><td>${rowActions(view, row, scope)}</td></tr>`;
        })
        .join('');
      const changes = view.changes
        .map(
          (change) =>
            `<tr><td>${change.at.toISOString()}</td><td>${escapeHtml(change.site ?? input.environment)}</td><td>${escapeHtml(change.kind)}${change.percent ? ` (${change.percent} %)` : ''}</td><td>${escapeHtml(releaseText(change.release, change.site))}</td><td>${escapeHtml(change.actor)}</td><td>${escapeHtml(change.reason)}</td></tr>`,
        )
        .join('');
      return `<section aria-labelledby="remote-${view.remote}"><h2 id="remote-${view.remote}">${view.remote}</h2>
<table><caption>${view.remote}: live release and canary per scope, with shoppers’ health over the last hour</caption><thead><tr><th scope="col">Scope</th><th scope="col">Live release</th><th scope="col">Canary</th><th scope="col">Actions</th></tr></thead><tbody>${rows}</tbody></table>
<table><caption>${view.remote}: last deploys</caption><thead><tr><th scope="col">Time (UTC)</th><th scope="col">Scope</th><th scope="col">Change</th><th scope="col">Release</th><th scope="col">Actor</th><th scope="col">Reason</th></tr></thead><tbody>${changes || '<tr><td colspan="6">No changes yet.</td></tr>'}</tbody></table></section>`;
    })
    .join('\n');
  return consoleDocument(
    input.nonce,
    input.environment,
    signedInHeader(input.signer, input.formToken),
    `<h1>Release console: ${escapeHtml(input.environment)}</h1>
${input.message ? `<p role="status">${escapeHtml(input.message)}</p>` : ''}
${sections}`,
  );
}

/** What an action will do, in the words of its confirm step and its status line. */
export function actionText(request: ConsoleRequest, environment: string): string {
  const where = `${request.remote} on ${request.site ?? environment}`;
  switch (request.action) {
    case 'promote':
      return `Promote the canary of ${where} to all shoppers`;
    case 'end-canary':
      return `End the canary of ${where}: every shopper gets the live release`;
    case 'rollback':
      return `Roll ${where} back one step`;
    case 'rollback-to':
      return `Roll ${where} back to release ${request.release ?? ''}`;
    case 'share':
      return `Give the canary of ${where} ${request.percent ?? ''} % of shoppers`;
  }
}

/** The confirm step: what will change, and the signed-in person's password to do it. */
export function confirmPage(input: {
  nonce: string;
  signer: ConsoleSigner;
  formToken: string;
  environment: string;
  request: ConsoleRequest;
  problem?: string | undefined;
}): string {
  const { request } = input;
  const fields =
    hidden('form', input.formToken) +
    hidden('action', request.action) +
    scopeFields(request.remote, request.site) +
    (request.release ? hidden('release', request.release) : '') +
    (request.percent !== undefined ? hidden('percent', String(request.percent)) : '');
  return consoleDocument(
    input.nonce,
    'Confirm',
    signedInHeader(input.signer, input.formToken),
    `<h1>Confirm: ${escapeHtml(actionText(request, input.environment))}</h1>
${input.problem ? `<p role="alert">${escapeHtml(input.problem)}</p>` : ''}
<form method="post" action="${CONSOLE_PATH}/action">${fields}<p><label for="password">Your password</label> <input id="password" name="password" type="password" autocomplete="current-password" required></p><button type="submit">Confirm</button></form>
<p><a href="${CONSOLE_PATH}">Back to the console, changing nothing</a></p>`,
  );
}

/** The console's login form, with why the last try failed. */
export function loginPage(nonce: string, problem?: string): string {
  return consoleDocument(
    nonce,
    'Log in',
    '<p>Release console</p>',
    `<h1>Log in to the release console</h1>
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="${CONSOLE_PATH}/login"><p><label for="login">Login</label> <input id="login" name="login" autocomplete="username" required></p><p><label for="password">Password</label> <input id="password" name="password" type="password" autocomplete="current-password" required></p><button type="submit">Log in</button></form>`,
  );
}

/** A refusal: what happened, and the way back. */
export function messagePage(nonce: string, heading: string, message: string): string {
  return consoleDocument(
    nonce,
    heading,
    '<p>Release console</p>',
    `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(message)}</p><p><a href="${CONSOLE_PATH}">Back to the release console</a></p>`,
  );
}

/** The status line after an action: composed from its checked fields, never text a link carries. */
export function doneText(request: ConsoleRequest, environment: string): string {
  const where = `${request.remote} on ${request.site ?? environment}`;
  switch (request.action) {
    case 'promote':
      return `${where}: canary ${request.release ?? ''} promoted to all shoppers.`;
    case 'end-canary':
      return `${where}: canary ended; every shopper has the live release.`;
    case 'rollback':
    case 'rollback-to':
      return `${where}: rolled back to ${request.release ?? 'the release before'}.`;
    case 'share':
      return `${where}: the canary now has ${request.percent ?? ''} % of shoppers.`;
  }
}
