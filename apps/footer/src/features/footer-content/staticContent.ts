import type { Site } from '@storefront/contracts';
import type { FooterContent } from '@storefront/footer-schemas';

/**
 * The footer texts embedded in the remote for when the promotion service has no SHOP_FOOTER content
 * (404). Editorial content like the service's, so it lives here as data, not as UI strings; the spec
 * embeds it for AT, CH, CH_FR, DE, PL, CZ and HU only.
 */

interface StaticTexts {
  help: [heading: string, contact: string, faq: string, storefinder: string, account: string];
  returns: [heading: string, intro: string];
  services: [
    heading: string,
    newsletter: string,
    giftcards: string,
    pickup: string,
    loyaltyCard: string,
  ];
  legal: [imprint: string, privacy: string, terms: string, consent: string];
  salesTax: [before: string, link: string];
  view: [toMobile: string, toDesktop: string];
}

function staticContent(t: StaticTexts): FooterContent {
  return {
    teaser: {
      groups: [
        {
          heading: { text: t.help[0] },
          links: [
            { text: t.help[1], url: '/contact' },
            { text: t.help[2], url: '/faq' },
            { text: t.help[3], url: '/service/storefinder/' },
            { text: t.help[4], url: '/account' },
          ],
        },
        { heading: { text: t.returns[0] }, introductoryText: t.returns[1], links: [] },
        {
          heading: { text: t.services[0] },
          hideGroupInCheckout: true,
          links: [
            { text: t.services[1], url: '/subscribenewsletter' },
            { text: t.services[2], url: '/giftcards' },
            { text: t.services[3], url: '/store-pickup' },
            { text: t.services[4], url: '/loyalty-card' },
          ],
        },
      ],
    },
    legalLinks: [
      { text: t.legal[0], url: '/imprint' },
      { text: t.legal[1], url: '/privacy' },
      { text: t.legal[2], url: '/terms' },
      { text: t.legal[3], url: '/privacy', opensConsentSettings: true },
    ],
    salesTax: { textBeforeLink: t.salesTax[0], link: { text: t.salesTax[1], url: '/help' } },
    viewChanger: { toMobile: t.view[0], toDesktop: t.view[1] },
  };
}

const GERMAN: StaticTexts = {
  help: ['Hilfe & Kontakt', 'Kontaktformular', 'Häufige Fragen', 'Filialfinder', 'Mein Konto'],
  returns: ['Rücksendung', '30 Tage Rückgaberecht.'],
  services: [
    'Services',
    'Newsletter',
    'Geschenkkarten',
    'Abholung in der Filiale',
    'StorefrontCard',
  ],
  legal: ['Impressum', 'Datenschutz', 'AGB', 'Cookie-Einstellungen'],
  salesTax: ['* Alle Preise inkl. gesetzl. MwSt., zzgl. ', 'Versandkosten'],
  view: ['Mobile Ansicht', 'Desktop-Ansicht'],
};

export const STATIC_FOOTER_CONTENT: Readonly<Partial<Record<Site, FooterContent>>> = {
  DE: staticContent(GERMAN),
  AT: staticContent({ ...GERMAN, returns: ['Rücksendung', '14 Tage Rückgaberecht.'] }),
  CH: staticContent({
    ...GERMAN,
    returns: ['Rücksendung', '3 Monate Rückgaberecht.'],
    salesTax: ['* Alle Preise inkl. MwSt., zzgl. ', 'Versandkosten'],
  }),
  CH_FR: staticContent({
    help: [
      'Aide et contact',
      'Formulaire de contact',
      'Questions fréquentes',
      'Trouver une filiale',
      'Mon compte',
    ],
    returns: ['Retours', 'Droit de retour de 3 mois.'],
    services: ['Services', 'Newsletter', 'Cartes cadeaux', 'Retrait en filiale', 'StorefrontCard'],
    legal: ['Mentions légales', 'Protection des données', 'CGV', 'Paramètres des cookies'],
    salesTax: ['* Tous les prix incluent la TVA, hors ', 'frais de livraison'],
    view: ['Version mobile', 'Version ordinateur'],
  }),
  PL: staticContent({
    help: [
      'Pomoc i kontakt',
      'Formularz kontaktowy',
      'Najczęstsze pytania',
      'Wyszukiwarka sklepów',
      'Moje konto',
    ],
    returns: ['Zwroty', '30 dni na zwrot towaru.'],
    services: ['Usługi', 'Newsletter', 'Karty podarunkowe', 'Odbiór w sklepie', 'StorefrontCard'],
    legal: ['Nota prawna', 'Polityka prywatności', 'Regulamin', 'Ustawienia cookies'],
    salesTax: ['* Wszystkie ceny zawierają VAT i nie zawierają ', 'kosztów dostawy'],
    view: ['Wersja mobilna', 'Wersja na komputer'],
  }),
  CZ: staticContent({
    help: [
      'Pomoc a kontakt',
      'Kontaktní formulář',
      'Časté dotazy',
      'Vyhledávač prodejen',
      'Můj účet',
    ],
    returns: ['Vrácení zboží', 'Na vrácení zboží máte 30 dní.'],
    services: ['Služby', 'Newsletter', 'Dárkové karty', 'Vyzvednutí v prodejně', 'StorefrontCard'],
    legal: ['Tiráž', 'Ochrana osobních údajů', 'Obchodní podmínky', 'Nastavení cookies'],
    salesTax: ['* Všechny ceny jsou uvedeny včetně DPH a bez ', 'nákladů na dopravu'],
    view: ['Mobilní verze', 'Plná verze'],
  }),
  HU: staticContent({
    help: [
      'Segítség és kapcsolat',
      'Kapcsolatfelvételi űrlap',
      'Gyakori kérdések',
      'Üzletkereső',
      'Fiókom',
    ],
    returns: ['Visszaküldés', '30 napos visszaküldési jog.'],
    services: [
      'Szolgáltatások',
      'Hírlevél',
      'Ajándékkártyák',
      'Átvétel az üzletben',
      'StorefrontCard',
    ],
    legal: ['Impresszum', 'Adatvédelem', 'ÁSZF', 'Cookie-beállítások'],
    salesTax: ['* Az árak tartalmazzák az áfát, de nem tartalmazzák a ', 'szállítási költséget'],
    view: ['Mobil nézet', 'Asztali nézet'],
  }),
};
