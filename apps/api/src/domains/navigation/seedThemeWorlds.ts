import type { Site } from '@storefront/contracts';
import type { ThemeWorld, ThemeWorldNavigation } from '@storefront/navigation-schemas';
import { NAVIGATION_IMAGE_PATH } from './images';
import { SITE_LANGUAGE } from './seedTree';

type Language = (typeof SITE_LANGUAGE)[Site];

interface LanguageTexts {
  headlines: Record<'scout' | 'new' | 'more' | 'lastChance', string>;
  overview: string;
  translations: Record<string, string>;
  worlds: [string, string, string, string, string, string];
}

const TEXTS: Record<Language, LanguageTexts> = {
  de: {
    headlines: { scout: 'Scout-Tipps', new: 'Neu diese Woche', more: 'Weitere Themenwelten', lastChance: 'Letzte Chance' },
    overview: 'Alle Themenwelten',
    translations: { scout: 'Scout', new: 'Neu', preview: 'Vorschau', onlineOnly: 'Nur online', nextWeekStore: 'Ab nächster Woche in der Filiale', thisWeekStore: 'Diese Woche in der Filiale', storeAlso: 'Auch in der Filiale', storeWednesday: 'Ab Mittwoch in der Filiale' },
    worlds: ['Gemütlicher Herbst', 'Barista zu Hause', 'Frühstück mit Stil', 'Aktiv in den Tag', 'Ordnung im Bad', 'Wintermode'],
  },
  fr: {
    headlines: { scout: 'Conseils Scout', new: 'Nouveau cette semaine', more: "Plus d'univers", lastChance: 'Dernière chance' },
    overview: 'Tous les univers',
    translations: { scout: 'Scout', new: 'Nouveau', preview: 'Aperçu', onlineOnly: 'Uniquement en ligne', nextWeekStore: 'En magasin dès la semaine prochaine', thisWeekStore: 'Cette semaine en magasin', storeAlso: 'Aussi en magasin', storeWednesday: 'En magasin dès mercredi' },
    worlds: ['Automne douillet', 'Barista à la maison', 'Petit-déjeuner stylé', 'Bien commencer la journée', 'Salle de bain rangée', 'Mode hiver'],
  },
  cs: {
    headlines: { scout: 'Tipy Scout', new: 'Novinky tohoto týdne', more: 'Další tematické světy', lastChance: 'Poslední šance' },
    overview: 'Všechny tematické světy',
    translations: { scout: 'Scout', new: 'Novinka', preview: 'Náhled', onlineOnly: 'Pouze online', nextWeekStore: 'Na prodejně od příštího týdne', thisWeekStore: 'Tento týden na prodejně', storeAlso: 'I na prodejně', storeWednesday: 'Na prodejně od středy' },
    worlds: ['Útulný podzim', 'Barista doma', 'Stylová snídaně', 'Aktivně do dne', 'Pořádek v koupelně', 'Zimní móda'],
  },
  hu: {
    headlines: { scout: 'Scout-tippek', new: 'Újdonságok a héten', more: 'További tematikus világok', lastChance: 'Utolsó esély' },
    overview: 'Összes tematikus világ',
    translations: { scout: 'Scout', new: 'Új', preview: 'Előzetes', onlineOnly: 'Csak online', nextWeekStore: 'Jövő héttől az üzletekben', thisWeekStore: 'Ezen a héten az üzletekben', storeAlso: 'Az üzletekben is', storeWednesday: 'Szerdától az üzletekben' },
    worlds: ['Hangulatos ősz', 'Barista otthon', 'Stílusos reggeli', 'Aktívan a napba', 'Rend a fürdőszobában', 'Téli divat'],
  },
  pl: {
    headlines: { scout: 'Porady Scout', new: 'Nowości tygodnia', more: 'Więcej światów tematycznych', lastChance: 'Ostatnia szansa' },
    overview: 'Wszystkie światy tematyczne',
    translations: { scout: 'Scout', new: 'Nowość', preview: 'Zapowiedź', onlineOnly: 'Tylko online', nextWeekStore: 'W sklepach od przyszłego tygodnia', thisWeekStore: 'W tym tygodniu w sklepach', storeAlso: 'Również w sklepach', storeWednesday: 'W sklepach od środy' },
    worlds: ['Przytulna jesień', 'Barista w domu', 'Stylowe śniadanie', 'Aktywnie przez dzień', 'Porządek w łazience', 'Moda zimowa'],
  },
  sk: {
    headlines: { scout: 'Tipy Scout', new: 'Novinky tohto týždňa', more: 'Ďalšie tematické svety', lastChance: 'Posledná šanca' },
    overview: 'Všetky tematické svety',
    translations: { scout: 'Scout', new: 'Novinka', preview: 'Ukážka', onlineOnly: 'Iba online', nextWeekStore: 'V predajni od budúceho týždňa', thisWeekStore: 'Tento týždeň v predajni', storeAlso: 'Aj v predajni', storeWednesday: 'V predajni od stredy' },
    worlds: ['Útulná jeseň', 'Barista doma', 'Štýlové raňajky', 'Aktívne do dňa', 'Poriadok v kúpeľni', 'Zimná móda'],
  },
  tr: {
    headlines: { scout: 'Scout önerileri', new: 'Bu hafta yeni', more: 'Diğer tema dünyaları', lastChance: 'Son fırsat' },
    overview: 'Tüm tema dünyaları',
    translations: { scout: 'Scout', new: 'Yeni', preview: 'Ön izleme', onlineOnly: 'Sadece online', nextWeekStore: 'Gelecek hafta mağazalarda', thisWeekStore: 'Bu hafta mağazalarda', storeAlso: 'Mağazalarda da', storeWednesday: 'Çarşambadan itibaren mağazalarda' },
    worlds: ['Sıcacık sonbahar', 'Evde barista', 'Şık kahvaltı', 'Güne aktif başla', 'Banyoda düzen', 'Kış modası'],
  },
};

const SLUGS = ['cosy-autumn', 'barista-at-home', 'breakfast', 'active-day', 'tidy-bathroom', 'winter-fashion'];

function isoDay(from: Date, days: number): string {
  const date = new Date(from.getTime() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/** The theme-world flyout of one site; end dates are relative to `now` (the seed day). */
export function themeWorldNavigation(site: Site, now = new Date()): ThemeWorldNavigation {
  const texts = TEXTS[SITE_LANGUAGE[site]];
  const world = (index: number, extra: Partial<ThemeWorld>): ThemeWorld => ({
    url: `/themeworld/${SLUGS[index]}`,
    imgUrl: `${NAVIGATION_IMAGE_PATH}/themeworld-${SLUGS[index]}.svg`,
    desktopImg: { derivative: '488x287', cutout: { focusPoint: { x: 0.5, y: 0.5 }, zoom: 1 } },
    title: texts.worlds[index] ?? '',
    availability: [],
    badges: [],
    storefrontCard: false,
    ...extra,
  });
  return {
    themeworldFlyout: {
      overview: { title: texts.overview, url: '/themeworlds' },
      translations: texts.translations,
      sections: [
        { key: 'scout', headline: texts.headlines.scout, themeworlds: [world(0, { subline: 'scout', badges: ['scout'], availability: ['storeAlso'], storefrontCard: true, endDate: isoDay(now, 20) })] },
        {
          key: 'new',
          headline: texts.headlines.new,
          themeworlds: [
            world(1, { subline: 'new', badges: ['new'], availability: ['thisWeekStore'], endDate: isoDay(now, 12) }),
            world(2, { subline: 'preview', badges: ['preview'], availability: ['nextWeekStore', 'storeWednesday'], endDate: isoDay(now, 19) }),
          ],
        },
        { key: 'more', headline: texts.headlines.more, themeworlds: [world(3, { availability: ['onlineOnly'], endDate: isoDay(now, 30) }), world(4, { availability: ['storeAlso'] })] },
        { key: 'lastChance', headline: texts.headlines.lastChance, themeworlds: [world(5, { availability: ['onlineOnly'], storefrontCard: true, endDate: isoDay(now, 2) })] },
      ],
    },
  };
}
