import type { RemoteName, Site } from '@storefront/contracts';
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

function actionForm(
  csrf: string,
  action: 'promote' | 'rollback',
  remote: RemoteName,
  site: Site | null,
  label: string,
): string {
  return `<form method="post" action="/staff/releases/action"><input type="hidden" name="csrf" value="${escapeHtml(csrf)}"><input type="hidden" name="action" value="${action}"><input type="hidden" name="remote" value="${remote}"><input type="hidden" name="site" value="${site ?? ''}"><button type="submit">${escapeHtml(label)}</button></form>`;
}

/**
 * The release console: plain server-rendered HTML that works without script.
 * Landmarks (header, main), one h1, an h2 per remote, tables with captions and header cells,
 * forms whose buttons name their remote and scope; the charts are images with text alternatives.
 */
export function consolePage(input: {
  nonce: string;
  staffName: string;
  csrf: string;
  environment: string;
  views: RemoteView[];
  message?: string;
}): string {
  const sections = input.views
    .map((view) => {
      const rows = view.rows
        .map((row) => {
          const scope = row.site ?? `${input.environment} (all sites)`;
          const buttons = [
            row.canary
              ? actionForm(
                  input.csrf,
                  'promote',
                  view.remote,
                  row.site,
                  `Promote ${view.remote} canary on ${scope}`,
                )
              : '',
            row.canary
              ? actionForm(
                  input.csrf,
                  'rollback',
                  view.remote,
                  row.site,
                  `End ${view.remote} canary on ${scope}`,
                )
              : actionForm(
                  input.csrf,
                  'rollback',
                  view.remote,
                  row.site,
                  `Roll back ${view.remote} on ${scope}`,
                ),
          ].join('');
          const chart = (release: string | null) => (release && view.charts.get(release)) || '';
          return `<tr><th scope="row">${escapeHtml(scope)}</th><td>${escapeHtml(releaseText(row.live, row.site))}${chart(row.live ?? 'local')}</td><td>${row.canary ? `${canaryText(row.canary)}${row.vitals ? vitalsText(row.vitals) : ''}${chart(row.canary.release)}` : 'none'}</td><td>${buttons}</td></tr>`;
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
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Release console | Storefront</title><style nonce="${escapeHtml(input.nonce)}">form{display:inline-block;margin:4px}button{min-height:44px;min-width:44px;padding:0 12px}td,th{padding:4px 8px;vertical-align:top}svg{display:block}</style></head>
<body><header><p>Signed in as ${escapeHtml(input.staffName)} (staff)</p></header>
<main><h1>Release console: ${escapeHtml(input.environment)}</h1>
${input.message ? `<p role="status">${escapeHtml(input.message)}</p>` : ''}
${sections}
</main></body></html>`;
}
