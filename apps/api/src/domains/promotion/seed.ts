import { SITES, type Site } from '@storefront/contracts';
import { PROMOTION_TYPES, categoryPromotionId, HEADER_BENEFITS_PROMOTION_ID, HEADER_TOP_PROMOTION_ID } from '@storefront/navigation-schemas';
import type { DomainContext } from '../../domain';
import { upsertPromotion } from './repository';

interface SiteTexts {
  top: { headline: string; long: string; legal: string; linkText: string };
  category: { headline: string; subline: string; instructions: string; hint: string; hintShort: string; legal: string; cta: string };
  pi: { headline: string; subline: string; linkText: string; alt: string };
  benefits: [string, string, string, string];
}

/**
 * Editors' texts per site, in the site's language. The benefit texts follow spec
 * header-search-cart.md section 9 (free shipping from 20 EUR DE/AT, 30 CHF CH, 175 TL on coffee TR;
 * 10 % newsletter discount; over 550 stores DE; 3-month return right CH; 30-day returns HU and PL).
 */
const TEXTS: Record<Site, SiteTexts> = {
  DE: {
    top: { headline: 'Neue Woche, neue Themenwelten', long: 'Nur diese Woche: 15 % auf alle Kaffeemaschinen', legal: 'Gültig bis Sonntag, 23:59 Uhr, solange der Vorrat reicht. Nicht mit anderen Aktionen kombinierbar.', linkText: 'Jetzt entdecken' },
    category: { headline: '10 % auf Ihren Kaffee', subline: 'Mit diesem Gutscheincode im Warenkorb', instructions: 'Code im Warenkorb eingeben', hint: 'Es gelten die Gutscheinbedingungen.', hintShort: 'Bedingungen', legal: 'Mindestbestellwert 20 €. Einmal pro Kunde einlösbar. Gültig bis 31.12.', cta: 'Zum Kaffee' },
    pi: { headline: 'Alles für ein gemütliches Zuhause', subline: 'Neue Ideen für Küche und Wohnzimmer', linkText: 'Zu den Haushaltsideen', alt: 'Küche mit Geschirr' },
    benefits: ['Versandkostenfrei ab 20 €', '10 % Newsletter-Rabatt', 'Über 550 Filialen', 'Kundenservice'],
  },
  AT: {
    top: { headline: 'Neue Woche, neue Themenwelten', long: 'Nur diese Woche: 15 % auf alle Kaffeemaschinen', legal: 'Gültig bis Sonntag, 23:59 Uhr, solange der Vorrat reicht. Nicht mit anderen Aktionen kombinierbar.', linkText: 'Jetzt entdecken' },
    category: { headline: '10 % auf Ihren Kaffee', subline: 'Mit diesem Gutscheincode im Warenkorb', instructions: 'Code im Warenkorb eingeben', hint: 'Es gelten die Gutscheinbedingungen.', hintShort: 'Bedingungen', legal: 'Mindestbestellwert 20 €. Einmal pro Kunde einlösbar. Gültig bis 31.12.', cta: 'Zum Kaffee' },
    pi: { headline: 'Alles für ein gemütliches Zuhause', subline: 'Neue Ideen für Küche und Wohnzimmer', linkText: 'Zu den Haushaltsideen', alt: 'Küche mit Geschirr' },
    benefits: ['Versandkostenfrei ab 20 €', '10 % Newsletter-Rabatt', 'Filialen in ganz Österreich', 'Kundenservice'],
  },
  CH: {
    top: { headline: 'Neue Woche, neue Themenwelten', long: 'Nur diese Woche: 15 % auf alle Kaffeemaschinen', legal: 'Gültig bis Sonntag, 23.59 Uhr, solange Vorrat. Nicht mit anderen Aktionen kombinierbar.', linkText: 'Jetzt entdecken' },
    category: { headline: '10 % auf Ihren Kaffee', subline: 'Mit diesem Gutscheincode im Warenkorb', instructions: 'Code im Warenkorb eingeben', hint: 'Es gelten die Gutscheinbedingungen.', hintShort: 'Bedingungen', legal: 'Mindestbestellwert CHF 30. Einmal pro Kunde einlösbar. Gültig bis 31.12.', cta: 'Zum Kaffee' },
    pi: { headline: 'Alles für ein gemütliches Zuhause', subline: 'Neue Ideen für Küche und Wohnzimmer', linkText: 'Zu den Haushaltsideen', alt: 'Küche mit Geschirr' },
    benefits: ['Versandkostenfrei ab 30 CHF', '10 % Newsletter-Rabatt', 'Auch in Ihrer Filiale', '3 Monate Rückgaberecht'],
  },
  CH_FR: {
    top: { headline: 'Nouvelle semaine, nouveaux univers', long: 'Cette semaine seulement : 15 % sur toutes les machines à café', legal: "Valable jusqu'à dimanche 23h59, dans la limite des stocks disponibles. Non cumulable avec d'autres offres.", linkText: 'Découvrir' },
    category: { headline: '10 % sur votre café', subline: 'Avec ce code promo dans le panier', instructions: 'Saisir le code dans le panier', hint: 'Les conditions du bon s’appliquent.', hintShort: 'Conditions', legal: "Valeur minimale de commande CHF 30. Utilisable une fois par client. Valable jusqu'au 31.12.", cta: 'Vers le café' },
    pi: { headline: 'Tout pour une maison chaleureuse', subline: 'De nouvelles idées pour la cuisine et le salon', linkText: 'Voir les idées maison', alt: 'Cuisine avec vaisselle' },
    benefits: ['Livraison gratuite dès 30 CHF', '10 % de réduction newsletter', 'Retrait en magasin', 'Droit de retour de 3 mois'],
  },
  CZ: {
    top: { headline: 'Nový týden, nové tematické světy', long: 'Jen tento týden: 15 % na všechny kávovary', legal: 'Platí do neděle 23:59 nebo do vyprodání zásob. Nelze kombinovat s jinými akcemi.', linkText: 'Objevit' },
    category: { headline: '10 % na vaši kávu', subline: 'S tímto slevovým kódem v košíku', instructions: 'Zadejte kód v košíku', hint: 'Platí podmínky poukazu.', hintShort: 'Podmínky', legal: 'Minimální hodnota objednávky 500 Kč. Jednou na zákazníka. Platí do 31. 12.', cta: 'Ke kávě' },
    pi: { headline: 'Vše pro útulný domov', subline: 'Nové nápady pro kuchyň a obývák', linkText: 'Nápady pro domácnost', alt: 'Kuchyně s nádobím' },
    benefits: ['Doprava zdarma od 999 Kč', '10% sleva za newsletter', 'Prodejny po celé zemi', 'Zákaznický servis'],
  },
  HU: {
    top: { headline: 'Új hét, új tematikus világok', long: 'Csak ezen a héten: 15% kedvezmény minden kávéfőzőre', legal: 'Vasárnap 23:59-ig érvényes, a készlet erejéig. Más akcióval nem vonható össze.', linkText: 'Felfedezem' },
    category: { headline: '10% kedvezmény a kávéra', subline: 'Ezzel a kuponkóddal a kosárban', instructions: 'Add meg a kódot a kosárban', hint: 'A kuponfeltételek érvényesek.', hintShort: 'Feltételek', legal: 'Minimális rendelési érték 8000 Ft. Vásárlónként egyszer használható. December 31-ig érvényes.', cta: 'Irány a kávé' },
    pi: { headline: 'Minden az otthonos lakásért', subline: 'Új ötletek konyhába és nappaliba', linkText: 'Háztartási ötletek', alt: 'Konyha edényekkel' },
    benefits: ['Ingyenes szállítás', '10% hírlevél-kedvezmény', 'Átvétel az üzletben', '30 napos visszaküldés'],
  },
  PL: {
    top: { headline: 'Nowy tydzień, nowe światy tematyczne', long: 'Tylko w tym tygodniu: 15% na wszystkie ekspresy do kawy', legal: 'Ważne do niedzieli do 23:59 lub do wyczerpania zapasów. Nie łączy się z innymi promocjami.', linkText: 'Odkryj' },
    category: { headline: '10% na Twoją kawę', subline: 'Z tym kodem rabatowym w koszyku', instructions: 'Wpisz kod w koszyku', hint: 'Obowiązują warunki bonu.', hintShort: 'Warunki', legal: 'Minimalna wartość zamówienia 100 zł. Jednorazowo na klienta. Ważne do 31.12.', cta: 'Do kawy' },
    pi: { headline: 'Wszystko dla przytulnego domu', subline: 'Nowe pomysły do kuchni i salonu', linkText: 'Pomysły do domu', alt: 'Kuchnia z naczyniami' },
    benefits: ['Darmowa dostawa od 100 zł', '10% rabatu za newsletter', 'Odbiór w sklepie', '30 dni na zwrot'],
  },
  SK: {
    top: { headline: 'Nový týždeň, nové tematické svety', long: 'Len tento týždeň: 15 % na všetky kávovary', legal: 'Platí do nedele 23:59 alebo do vypredania zásob. Nedá sa kombinovať s inými akciami.', linkText: 'Objaviť' },
    category: { headline: '10 % na vašu kávu', subline: 'S týmto zľavovým kódom v košíku', instructions: 'Zadajte kód v košíku', hint: 'Platia podmienky poukážky.', hintShort: 'Podmienky', legal: 'Minimálna hodnota objednávky 20 €. Raz na zákazníka. Platí do 31. 12.', cta: 'Ku káve' },
    pi: { headline: 'Všetko pre útulný domov', subline: 'Nové nápady do kuchyne a obývačky', linkText: 'Nápady pre domácnosť', alt: 'Kuchyňa s riadom' },
    benefits: ['Doprava zadarmo od 40 €', '10 % zľava za newsletter', 'Predajne po celej krajine', 'Zákaznícky servis'],
  },
  TR: {
    top: { headline: 'Yeni hafta, yeni tema dünyaları', long: 'Sadece bu hafta: tüm kahve makinelerinde %15 indirim', legal: 'Pazar 23:59’a kadar, stoklarla sınırlıdır. Diğer kampanyalarla birleştirilemez.', linkText: 'Keşfet' },
    category: { headline: 'Kahvede %10 indirim', subline: 'Sepette bu indirim koduyla', instructions: 'Kodu sepette girin', hint: 'Kupon koşulları geçerlidir.', hintShort: 'Koşullar', legal: 'Minimum sipariş tutarı 500 TL. Müşteri başına bir kez kullanılabilir. 31.12’ye kadar geçerlidir.', cta: 'Kahveye git' },
    pi: { headline: 'Sıcacık bir ev için her şey', subline: 'Mutfak ve oturma odası için yeni fikirler', linkText: 'Ev fikirleri', alt: 'Tabaklarla mutfak' },
    benefits: ['Kahvede 175 TL üzeri ücretsiz kargo', '%10 bülten indirimi', 'Mağazalarda da', 'Müşteri hizmetleri'],
  },
};

/** A dated winter campaign per site: invisible today, visible to staff previewing its dates. */
const SEASON_HEADLINES: Record<Site, string> = {
  DE: 'Winterzauber: 20 % auf Wintermode',
  AT: 'Winterzauber: 20 % auf Wintermode',
  CH: 'Winterzauber: 20 % auf Wintermode',
  CH_FR: 'Magie de l’hiver : 20 % sur la mode d’hiver',
  CZ: 'Zimní kouzlo: 20 % na zimní módu',
  HU: 'Téli varázs: 20% a téli divatra',
  PL: 'Zimowa magia: 20% na modę zimową',
  SK: 'Zimné kúzlo: 20 % na zimnú módu',
  TR: 'Kış büyüsü: kış modasında %20',
};

/** The campaign starts 30 days after the seed ran and runs for 60 days. */
export const SEASON_CAMPAIGN_START_DAYS = 30;
const SEASON_CAMPAIGN_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

export function seasonCampaign(site: Site, now = new Date()) {
  const validFrom = new Date(now.getTime() + SEASON_CAMPAIGN_START_DAYS * DAY_MS);
  return {
    id: HEADER_TOP_PROMOTION_ID,
    type: PROMOTION_TYPES.BANNER,
    tags: ['header', 'season'],
    validFrom,
    validTo: new Date(validFrom.getTime() + SEASON_CAMPAIGN_DAYS * DAY_MS),
    contentJSON: { headline: SEASON_HEADLINES[site], theme: 'light', backgroundColorCode: '#dbe9f4', textColor: '#0a3b5c', link: { url: '/c/clothing', text: SEASON_HEADLINES[site] } },
  };
}

/** A picture that lives beside the promotion service, so promotions show images without an image service. */
export const PROMOTION_IMAGE_PREFIX = '/service/promotion/images';

/** Every promotion of one site: the header's top banner and benefits strip, and category page promotions of the other types. */
export function sitePromotions(site: Site) {
  const texts = TEXTS[site];
  const code = `KAFFEE${site.replace('_', '')}10`;
  return [
    {
      id: HEADER_TOP_PROMOTION_ID,
      type: PROMOTION_TYPES.BANNER,
      tags: ['header'],
      contentJSON: {
        headline: texts.top.headline,
        promotionTextLong: texts.top.long,
        theme: 'dark',
        backgroundColorCode: '#2b2a29',
        textColor: '#ffffff',
        legalText: texts.top.legal,
        link: { url: '/themeworlds', text: texts.top.linkText },
      },
    },
    {
      id: categoryPromotionId('coffee'),
      type: PROMOTION_TYPES.CATEGORY,
      tags: ['category'],
      contentJSON: {
        headline: texts.category.headline,
        subline: texts.category.subline,
        theme: 'light',
        voucherOrButton: 'VOUCHER',
        voucherCode: code,
        voucherCodeInstructions: texts.category.instructions,
        legalTextHint: texts.category.hint,
        legalTextHintShort: texts.category.hintShort,
        legalText: texts.category.legal,
        ctaButtonText: texts.category.cta,
        ctaButtonLink: '/c/coffee',
      },
    },
    {
      id: categoryPromotionId('household'),
      type: PROMOTION_TYPES.PHASE_INTEGRATION,
      tags: ['category'],
      contentJSON: {
        headline: texts.pi.headline,
        subline: texts.pi.subline,
        image: {
          alt: texts.pi.alt,
          cutouts: [
            { imagePath: `${PROMOTION_IMAGE_PREFIX}/household-wide.svg`, targetSize: { width: 1200, height: 300 }, breakpoint: 'xl' },
            { imagePath: `${PROMOTION_IMAGE_PREFIX}/household-small.svg`, targetSize: { width: 600, height: 300 } },
          ],
        },
        linkURL: '/c/household',
        linkText: texts.pi.linkText,
      },
    },
    {
      id: HEADER_BENEFITS_PROMOTION_ID,
      type: PROMOTION_TYPES.BENEFITS,
      tags: ['header'],
      contentJSON: {
        links: [
          { url: '/help', text: texts.benefits[0], slot: 'freeShipping', boldLink: true },
          { url: '/subscribenewsletter', text: texts.benefits[1], slot: 'newsletter' },
          { url: '/service/storefinder/search', text: texts.benefits[2], slot: 'crossChannel' },
          { url: '/contact', text: texts.benefits[3], slot: 'service' },
        ],
      },
    },
    // A type the header does not know: the page must show nothing for it.
    { id: categoryPromotionId('sale'), type: 'ApiCountdownPromotion', tags: ['category'], contentJSON: { headline: texts.top.headline } },
  ];
}

export async function seedPromotions({ db }: DomainContext): Promise<void> {
  // The benefits strip is the newest seeded promotion: a database seeded before it gets it (upserts).
  const existing = await db.selectFrom('promotions').select('id').where('id', '=', HEADER_BENEFITS_PROMOTION_ID).limit(1).executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    for (const site of SITES) {
      for (const promotion of sitePromotions(site)) await upsertPromotion(trx, { ...promotion, site });
      await upsertPromotion(trx, { ...seasonCampaign(site), site });
    }
  });
}
