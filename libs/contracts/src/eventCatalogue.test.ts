import fs from 'node:fs';
import path from 'node:path';
import { EVENT_CATALOGUE, type EventParty } from './eventCatalogue';
import type { StorefrontEventName } from './events';

const root = path.resolve(__dirname, '../../..');
const names = Object.keys(EVENT_CATALOGUE) as StorefrontEventName[];

/** Where each party's code lives; the cross-tab list in platform is what the shell's bridge hears. */
const partyOf = (file: string): EventParty | undefined => {
  if (file.endsWith('libs/platform/src/browser/crossTab.ts')) return 'shell';
  if (file.startsWith('libs/contracts/src/') || file.startsWith('libs/platform/src/'))
    return 'platform';
  return /^apps\/(\w+)\/src\//.exec(file)?.[1] as EventParty | undefined;
};

/** Platform helpers that hear or emit an event for the part that calls them, and the file they live in. */
const THROUGH_HELPERS = {
  onPersonalDataStale: {
    file: 'libs/platform/src/personalData.ts',
    hears: ['login:status-changed'],
    emits: [],
  },
  fetchPersonalDataOnce: {
    file: 'libs/platform/src/personalData.ts',
    hears: [],
    emits: ['login:status-observed'],
  },
} as const satisfies Record<
  string,
  { file: string; hears: readonly StorefrontEventName[]; emits: readonly StorefrontEventName[] }
>;

function sourceFiles(): string[] {
  const dirs = ['apps', 'libs/contracts/src', 'libs/platform/src'].map((dir) =>
    path.join(root, dir),
  );
  return dirs.flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter(
        (entry) =>
          entry.isFile() &&
          /\.tsx?$/.test(entry.name) &&
          !/\.test\.tsx?$/.test(entry.name) &&
          !entry.parentPath.includes('node_modules') &&
          !entry.parentPath.includes('/dist'),
      )
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .filter(
        (file) =>
          !['libs/contracts/src/events.ts', 'libs/contracts/src/eventCatalogue.ts'].includes(
            file,
          ) && !file.startsWith('apps/api/'),
      ),
  );
}

/** Who dispatches (`emit('name'`) and who names an event otherwise (a listener), read from the code. */
function usage(): Record<string, { emittedBy: Set<EventParty>; heardBy: Set<EventParty> }> {
  const found = Object.fromEntries(
    names.map((name) => [
      name,
      { emittedBy: new Set<EventParty>(), heardBy: new Set<EventParty>() },
    ]),
  );
  for (const file of sourceFiles()) {
    const party = partyOf(file);
    if (!party) continue;
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    for (const name of names) {
      for (const match of source.matchAll(new RegExp(`(emit\\(\\s*)?'${name}'`, 'g')))
        found[name]?.[match[1] ? 'emittedBy' : 'heardBy'].add(party);
    }
    if (party === 'platform') continue;
    for (const [helper, { hears, emits }] of Object.entries(THROUGH_HELPERS)) {
      if (!new RegExp(`\\b${helper}\\(`).test(source)) continue;
      for (const name of hears) found[name]?.heardBy.add(party);
      for (const name of emits) found[name]?.emittedBy.add(party);
    }
  }
  return found;
}

describe('the event catalogue', () => {
  const inCode = usage();

  it.each(Object.entries(THROUGH_HELPERS))(
    '%s really hears and emits what the catalogue credits its callers with',
    (helper, { file, hears, emits }) => {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      const body = source.slice(source.indexOf(`export function ${helper}(`));
      const own = body.slice(0, body.indexOf('\n}\n'));
      for (const name of hears) expect(own).toContain(`'${name}'`);
      for (const name of emits) expect(own).toMatch(new RegExp(`emit\\(\\s*'${name}'`));
    },
  );

  it.each(names)(
    '%s: the catalogue names exactly the parts that emit and hear it in the code',
    (name) => {
      const { emittedBy, heardBy } = EVENT_CATALOGUE[name];
      expect([...(inCode[name]?.emittedBy ?? [])].sort()).toEqual([...emittedBy].sort());
      expect([...(inCode[name]?.heardBy ?? [])].sort()).toEqual(
        heardBy.filter((party) => party !== 'dataLayer').sort(),
      );
    },
  );

  it.each(names)('%s has an emitter and a listener', (name) => {
    expect(EVENT_CATALOGUE[name].emittedBy.length).toBeGreaterThan(0);
    expect(EVENT_CATALOGUE[name].heardBy.length).toBeGreaterThan(0);
  });

  it('a data-layer listener stands only for events nothing on the page hears', () => {
    const both = names.filter(
      (name) =>
        (EVENT_CATALOGUE[name].heardBy as readonly EventParty[]).includes('dataLayer') &&
        EVENT_CATALOGUE[name].heardBy.length > 1,
    );
    expect(both).toEqual([]);
  });
});
