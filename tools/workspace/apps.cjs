// The one list of the storefront's federated apps. Each app says what it is in its
// own package.json, so adding a remote is adding its folder:
//   "storefront": { "kind": "host" }                      the shell
//   "storefront": { "kind": "remote", "devPort": 3101 }   a team's remote and its harness port
// Builds, tests, lint, bench and the dev harness ports all read it from here. The typed list the
// code compiles against, `REMOTE_NAMES` in libs/contracts, is held equal to it by apps.test.ts.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const appsDir = path.join(root, 'apps');

/** Every app folder whose package.json has a `storefront` field: { name, dir, kind, devPort }. */
function readApps() {
  const apps = [];
  for (const folder of fs.readdirSync(appsDir).sort()) {
    const file = path.join(appsDir, folder, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
    const declared = pkg.storefront;
    if (declared === undefined) continue;
    if (pkg.name !== `@storefront/${folder}`)
      throw new Error(
        `${path.relative(root, file)}: the package of apps/${folder} must be named @storefront/${folder}, not ${pkg.name}.`,
      );
    if (declared.kind !== 'host' && declared.kind !== 'remote')
      throw new Error(
        `${path.relative(root, file)}: storefront.kind is "host" or "remote", not ${JSON.stringify(declared.kind)}.`,
      );
    if (declared.kind === 'remote' && !Number.isInteger(declared.devPort))
      throw new Error(
        `${path.relative(root, file)}: a remote names its harness port as storefront.devPort.`,
      );
    apps.push({
      name: folder,
      dir: path.join(appsDir, folder),
      kind: declared.kind,
      devPort: declared.devPort,
    });
  }
  const hosts = apps.filter((app) => app.kind === 'host');
  if (hosts.length !== 1)
    throw new Error(
      `Exactly one app is the host (storefront.kind "host"); found ${hosts.map((app) => app.name).join(', ') || 'none'}.`,
    );
  const ports = apps.filter((app) => app.devPort !== undefined).map((app) => app.devPort);
  if (new Set(ports).size !== ports.length)
    throw new Error(`Two remotes share a harness port (storefront.devPort): ${ports.join(', ')}.`);
  // The host first, then the remotes in harness-port order (the page's order: header first).
  return [
    ...hosts,
    ...apps.filter((app) => app.kind === 'remote').sort((a, b) => a.devPort - b.devPort),
  ];
}

const APPS = readApps();

module.exports = {
  /** Every federated app, the host first: [{ name, dir, kind, devPort }]. */
  apps: APPS,
  /** Their names: 'shell', then the remotes. */
  appNames: APPS.map((app) => app.name),
  /** The remotes' names. */
  remoteNames: APPS.filter((app) => app.kind === 'remote').map((app) => app.name),
  /** One app by folder name, or an error naming the known ones. */
  appNamed(name) {
    const app = APPS.find((candidate) => candidate.name === name);
    if (!app)
      throw new Error(
        `No app named ${name}; the apps are ${APPS.map((candidate) => candidate.name).join(', ')}.`,
      );
    return app;
  },
};
