// What a change reaches: the workspaces it touches, every workspace that depends on them (from the
// packages' `workspace:` dependencies), and the end-to-end specs that exercise any of them
// (e2e/specAreas.json). `pnpm test:changed` runs just that.
const fs = require('node:fs');
const path = require('node:path');

/** Every spec runs against the composed storefront: a change of the host, its document server or the API reaches them all. */
const EVERY_SPEC = ['shell', 'document-server', 'api'];
/** What reaches everything: the build, the test set-up, the workspace's own files at the root (not its documents). */
const EVERYTHING = /^(tools\/(webpack|jest|workspace|chromium)|scripts|patches)\/|^[^/]+(?<!\.md)$/;

/**
 * The area of one path: an app or lib folder name (a team's API schemas, `apps/<remote>/schemas`,
 * are the workspace `<remote>-schemas`), `e2e`, or `everything`.
 */
function areaOf(file) {
  const [top, name, inner] = file.split('/');
  if (top === 'apps' && name && inner === 'schemas') return `${name}-schemas`;
  if ((top === 'apps' || top === 'libs') && name) return name;
  if (top === 'e2e') return 'e2e';
  if (EVERYTHING.test(file)) return 'everything';
  return 'none';
}

/** Each workspace's name (its package's, without the scope) and the workspaces it depends on. */
function readWorkspaces(root) {
  const workspaces = new Map();
  const folders = (top) =>
    fs
      .readdirSync(path.join(root, top))
      .flatMap((folder) => [
        path.join(top, folder),
        ...(top === 'apps' ? [path.join(top, folder, 'schemas')] : []),
      ]);
  for (const top of ['apps', 'libs'])
    for (const folder of folders(top)) {
      const file = path.join(root, folder, 'package.json');
      if (!fs.existsSync(file)) continue;
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
      const deps = { ...pkg.dependencies, ...pkg.devDependencies };
      const internal = Object.keys(deps)
        .filter((dep) => String(deps[dep]).startsWith('workspace:'))
        .map((dep) => dep.replace('@storefront/', ''));
      workspaces.set(pkg.name.replace('@storefront/', ''), { top, dependsOn: internal });
    }
  return workspaces;
}

/** The touched areas and every workspace that depends on one of them, transitively. */
function reachedAreas(files, workspaces) {
  const reached = new Set(files.map(areaOf).filter((area) => area !== 'none'));
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, { dependsOn }] of workspaces)
      if (!reached.has(name) && dependsOn.some((dep) => reached.has(dep))) {
        reached.add(name);
        grew = true;
      }
  }
  return reached;
}

/** The e2e specs a change reaches: those naming a reached area, and the changed specs themselves. */
function reachedSpecs(files, reached, specAreas) {
  const specs = Object.keys(specAreas).filter((key) => key.endsWith('.spec.ts'));
  if (
    reached.has('everything') ||
    EVERY_SPEC.some((area) => reached.has(area)) ||
    files.some((file) => file.startsWith('e2e/support/'))
  )
    return specs;
  return specs.filter(
    (spec) => files.includes(`e2e/${spec}`) || specAreas[spec].some((area) => reached.has(area)),
  );
}

/** The apps whose build a change reaches (what the e2e specs then need rebuilt). */
function reachedApps(reached, appNames) {
  return reached.has('everything') ? appNames : appNames.filter((app) => reached.has(app));
}

module.exports = { areaOf, readWorkspaces, reachedAreas, reachedSpecs, reachedApps };
