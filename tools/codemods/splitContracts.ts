/**
 * Issue 15 item 2: splits `@storefront/contracts` into the page-wide vocabulary (contracts 2.0.0),
 * the platform library (`@storefront/platform`: HTTP client, cookies, timers, token claims, cross-tab,
 * fetch-once, safe redirects and links) and per-domain schema libraries that only their remote and
 * API domain use (not shared at run time). Moves the files, rewrites every import in the workspace
 * (named imports from '@storefront/contracts' are split by where each name now lives), writes the
 * libraries' barrels and package.json files and adds each consumer's dependencies.
 *
 * Re-runnable and idempotent: `npx tsx tools/codemods/splitContracts.ts` on a tree already split
 * changes nothing. Then `pnpm install --no-frozen-lockfile`.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');
const CONTRACTS = path.join(root, 'libs/contracts/src');

interface Lib {
  name: string;
  dir: string;
  description: string;
  dependencies: Record<string, string>;
}

const WORKSPACE = 'workspace:*';
const ZOD = '^4.1.0';
const LIBS: Record<string, Lib> = {
  platform: { name: '@storefront/platform', dir: 'libs/platform', description: 'Shared at run time: HTTP client, cookies, timers, token claims, cross-tab, fetch-once, safe redirects and links.', dependencies: { '@storefront/contracts': WORKSPACE, axios: '1.21.1', zod: ZOD } },
  cart: { name: '@storefront/cart-schemas', dir: 'libs/cart-schemas', description: "The cart API's schemas, limits and form: the cart remote's and the cart domain's (bundled, not shared).", dependencies: { zod: ZOD } },
  newsletter: { name: '@storefront/newsletter-schemas', dir: 'libs/newsletter-schemas', description: "The newsletter API's schemas, the shared field rules of spec 5.1 and the form: the newsletter remote's and domain's (bundled, not shared).", dependencies: { '@storefront/contracts': WORKSPACE, zod: ZOD } },
  search: { name: '@storefront/search-schemas', dir: 'libs/search-schemas', description: "The search API's schemas and folding: the search remote's and domain's (bundled, not shared).", dependencies: { '@storefront/contracts': WORKSPACE, zod: ZOD } },
  footer: { name: '@storefront/footer-schemas', dir: 'libs/footer-schemas', description: "The footer content's schemas: the footer remote's and domain's (bundled, not shared).", dependencies: { '@storefront/contracts': WORKSPACE, '@storefront/platform': WORKSPACE, zod: ZOD } },
  preview: { name: '@storefront/preview-schemas', dir: 'libs/preview-schemas', description: "The preview and A/B test APIs' schemas: the preview remote's and domain's (bundled, not shared).", dependencies: { zod: ZOD } },
  navigation: { name: '@storefront/navigation-schemas', dir: 'libs/navigation-schemas', description: "The navigation, theme world and promotion APIs' schemas: the navigation remote's and its domains' (bundled, not shared).", dependencies: { '@storefront/platform': WORKSPACE, zod: ZOD } },
};

/** Old path under libs/contracts/src → [library key, new path under its src]. Tests move with their module. */
const MOVES: Record<string, [string, string]> = {
  'http/client.ts': ['platform', 'http/client.ts'],
  'http/client.test.ts': ['platform', 'http/client.test.ts'],
  'http/validator.ts': ['platform', 'http/validator.ts'],
  'browser/cookies.ts': ['platform', 'browser/cookies.ts'],
  'browser/timers.ts': ['platform', 'browser/timers.ts'],
  'browser/tokenClaims.ts': ['platform', 'browser/tokenClaims.ts'],
  'browser/crossTab.ts': ['platform', 'browser/crossTab.ts'],
  'browser/browser.test.ts': ['platform', 'browser/browser.test.ts'],
  'browser/crossTab.test.ts': ['platform', 'browser/crossTab.test.ts'],
  'navigation/safeRedirect.ts': ['platform', 'navigation/safeRedirect.ts'],
  'navigation/safeRedirect.test.ts': ['platform', 'navigation/safeRedirect.test.ts'],
  'schemas/links.ts': ['platform', 'navigation/links.ts'],
  'schemas/links.test.ts': ['platform', 'navigation/links.test.ts'],
  'personalData.ts': ['platform', 'personalData.ts'],
  'personalData.test.ts': ['platform', 'personalData.test.ts'],
  'headerPersonalData.test.ts': ['platform', 'headerPersonalData.test.ts'],
  'schemas/cart.ts': ['cart', 'cart.ts'],
  'schemas/cartForm.ts': ['cart', 'cartForm.ts'],
  'schemas/cartForm.test.ts': ['cart', 'cartForm.test.ts'],
  'schemas/cartQuantity.test.ts': ['cart', 'cartQuantity.test.ts'],
  'schemas/newsletter.ts': ['newsletter', 'newsletter.ts'],
  'schemas/newsletterForm.ts': ['newsletter', 'newsletterForm.ts'],
  'schemas/newsletterForm.test.ts': ['newsletter', 'newsletterForm.test.ts'],
  'validation/newsletterRules.ts': ['newsletter', 'newsletterRules.ts'],
  'validation/newsletterRules.test.ts': ['newsletter', 'newsletterRules.test.ts'],
  'schemas/search.ts': ['search', 'search.ts'],
  'schemas/footer.ts': ['footer', 'footer.ts'],
  'schemas/preview.ts': ['preview', 'preview.ts'],
  'schemas/abtest.ts': ['preview', 'abtest.ts'],
  'schemas/navigation.ts': ['navigation', 'navigation.ts'],
  'schemas/promotion.ts': ['navigation', 'promotion.ts'],
  'schemas/categoryPromotion.test.ts': ['navigation', 'categoryPromotion.test.ts'],
};

const SOURCE_ROOTS = ['apps', 'libs', 'e2e', 'bench', 'tools', 'scripts'];
const SKIP = new Set(['node_modules', 'dist', '.releases', 'test-results']);

function sourceFiles(dir: string, found: string[] = []): string[] {
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, found);
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

/** Each file's place after the split (files not moved stay). */
function newPathOf(file: string): string {
  const relative = path.relative(CONTRACTS, file).split(path.sep).join('/');
  const move = MOVES[relative];
  if (!move) return file;
  return path.join(root, LIBS[move[0]]!.dir, 'src', move[1]);
}

/** The library (package name) a file belongs to after the split, if it is in one of the libraries concerned. */
function libraryOf(newFile: string): string | undefined {
  if (newFile.startsWith(CONTRACTS + path.sep)) return '@storefront/contracts';
  for (const lib of Object.values(LIBS)) if (newFile.startsWith(path.join(root, lib.dir, 'src') + path.sep)) return lib.name;
  return undefined;
}

/** The workspace's files as they were before this run moved any: imports resolve against these. */
let before = new Set<string>();

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find((candidate) => before.has(candidate));
}

/** Names each moved module exports, to split `import { … } from '@storefront/contracts'`. */
function exportsOf(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  for (const statement of source.statements) {
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) names.push(...statement.exportClause.elements.map((element) => element.name.text));
    if (!exported) continue;
    if (ts.isVariableStatement(statement)) for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || ts.isEnumDeclaration(statement)) && statement.name) names.push(statement.name.text);
  }
  return names;
}

const relativeSpecifier = (from: string, to: string) => {
  let specifier = path.relative(path.dirname(from), to).split(path.sep).join('/').replace(/\.tsx?$/, '').replace(/\/index$/, '');
  if (!specifier.startsWith('.')) specifier = `./${specifier}`;
  return specifier;
};

function main(): void {
  const files = SOURCE_ROOTS.flatMap((dir) => sourceFiles(path.join(root, dir)));
  before = new Set(files);
  // Where each exported name of the old contracts lives now.
  const home = new Map<string, string>();
  for (const [old, [lib]] of Object.entries(MOVES)) {
    const file = path.join(CONTRACTS, old);
    if (fs.existsSync(file) && !old.endsWith('.test.ts')) for (const name of exportsOf(file)) home.set(name, LIBS[lib]!.name);
  }
  const usedBy = new Map<string, Set<string>>(); // package root → packages imported
  let changed = 0;
  const contractsBarrel = path.join(CONTRACTS, 'index.ts');
  for (const file of files) {
    // Its exports are rewritten below (writeLibraries): what left it is no longer re-exported.
    if (file === contractsBarrel) continue;
    const text = fs.readFileSync(file, 'utf8');
    const target = newPathOf(file);
    const ownLib = libraryOf(target);
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const edits: Array<{ start: number; end: number; text: string }> = [];
    const imported = new Set<string>();
    for (const statement of source.statements) {
      if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const specifier = statement.moduleSpecifier.text;
      if (specifier.startsWith('.')) {
        const resolved = resolveRelative(file, specifier);
        if (!resolved) continue;
        const resolvedNew = newPathOf(resolved);
        const theirLib = libraryOf(resolvedNew);
        if (resolvedNew === resolved && target === file) continue;
        const next = theirLib && theirLib !== ownLib ? theirLib : relativeSpecifier(target, resolvedNew);
        if (next !== specifier) edits.push({ start: statement.moduleSpecifier.getStart(source), end: statement.moduleSpecifier.getEnd(), text: `'${next}'` });
        if (theirLib && theirLib !== ownLib) imported.add(theirLib);
        continue;
      }
      if (specifier !== '@storefront/contracts') {
        if (specifier.startsWith('@storefront/')) imported.add(specifier);
        continue;
      }
      // Named imports from contracts: each name from the library that has it now.
      const clause = ts.isImportDeclaration(statement) ? statement.importClause : undefined;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : undefined;
      if (!clause || !named || clause.name) {
        imported.add('@storefront/contracts');
        continue;
      }
      const groups = new Map<string, string[]>();
      for (const element of named.elements) {
        const name = (element.propertyName ?? element.name).text;
        const lib = home.get(name) ?? '@storefront/contracts';
        const spec = `${element.isTypeOnly ? 'type ' : ''}${element.propertyName ? `${element.propertyName.text} as ${element.name.text}` : element.name.text}`;
        (groups.get(lib) ?? groups.set(lib, []).get(lib)!).push(spec);
      }
      for (const lib of groups.keys()) imported.add(lib);
      if (groups.size === 1 && groups.has('@storefront/contracts')) continue;
      const typeOnly = clause.isTypeOnly ? 'type ' : '';
      const replacement = [...groups.entries()]
        .sort(([a], [b]) => (a === '@storefront/contracts' ? -1 : b === '@storefront/contracts' ? 1 : a.localeCompare(b)))
        .map(([lib, specs]) => `import ${typeOnly}{ ${specs.join(', ')} } from '${lib}';`)
        .join('\n');
      edits.push({ start: statement.getStart(source), end: statement.getEnd(), text: replacement });
    }
    let next = text;
    for (const edit of edits.sort((a, b) => b.start - a.start)) next = next.slice(0, edit.start) + edit.text + next.slice(edit.end);
    if (next !== text || target !== file) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, next);
      if (target !== file) fs.rmSync(file);
      changed += 1;
    }
    const packageRoot = packageRootOf(target);
    for (const lib of imported) (usedBy.get(packageRoot) ?? usedBy.set(packageRoot, new Set()).get(packageRoot)!).add(lib);
  }
  writeLibraries();
  addDependencies(usedBy);
  console.log(`splitContracts: ${changed} files written`);
}

/** The workspace package a file belongs to: an app, a library, or the root (e2e, bench, tools, scripts). */
function packageRootOf(file: string): string {
  const match = /^(apps|libs)\/([^/]+)\//.exec(path.relative(root, file).split(path.sep).join('/'));
  return match ? path.join(root, match[1]!, match[2]!) : root;
}

/** Barrels and package.json of the new libraries; contracts' barrel without what left it. */
function writeLibraries(): void {
  for (const lib of Object.values(LIBS)) {
    const src = path.join(root, lib.dir, 'src');
    const modules = sourceFiles(src)
      .filter((file) => !/\.test\.tsx?$/.test(file) && path.basename(file) !== 'index.ts')
      .map((file) => relativeSpecifier(path.join(src, 'index.ts'), file))
      .sort();
    fs.writeFileSync(path.join(src, 'index.ts'), modules.map((module) => `export * from '${module}';\n`).join(''));
    const packageFile = path.join(root, lib.dir, 'package.json');
    const existing = fs.existsSync(packageFile) ? (JSON.parse(fs.readFileSync(packageFile, 'utf8')) as { version?: string }) : {};
    fs.writeFileSync(packageFile, `${JSON.stringify({ name: lib.name, version: existing.version ?? '1.0.0', private: true, description: lib.description, sideEffects: false, main: 'src/index.ts', types: 'src/index.ts', dependencies: lib.dependencies }, null, 2)}\n`);
  }
  const barrel = path.join(CONTRACTS, 'index.ts');
  const kept = fs
    .readFileSync(barrel, 'utf8')
    .split('\n')
    .filter((line) => {
      const module = /^export \* from '\.\/(.+)';$/.exec(line)?.[1];
      return !module || fs.existsSync(path.join(CONTRACTS, `${module}.ts`));
    });
  fs.writeFileSync(barrel, kept.join('\n'));
}

/** Each workspace package depends on the libraries it imports now. */
function addDependencies(usedBy: Map<string, Set<string>>): void {
  const names = new Set(Object.values(LIBS).map((lib) => lib.name));
  for (const [packageRoot, libs] of usedBy) {
    const file = path.join(packageRoot, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    const missing = [...libs].filter((lib) => names.has(lib) && lib !== pkg.name && !pkg.dependencies?.[lib] && !pkg.devDependencies?.[lib]);
    if (missing.length === 0) continue;
    // The root's tests and tools take them as devDependencies, as it takes contracts.
    const field = packageRoot === root ? 'devDependencies' : 'dependencies';
    pkg[field] = Object.fromEntries(Object.entries({ ...pkg[field], ...Object.fromEntries(missing.map((lib) => [lib, WORKSPACE])) }).sort(([a], [b]) => a.localeCompare(b)));
    fs.writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
  }
}

main();
