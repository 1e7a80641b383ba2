import { SITE_CONFIG, type Site } from '@storefront/contracts';
import { COUNTRY_SWITCHER_ORDER, type FooterContent, type FooterLogoSource, type FooterTeaserGroup } from '@storefront/footer-schemas';

/**
 * The SHOP_FOOTER content editors keep per site, in the site's language, with each market's facts
 * (spec section 9: free-shipping thresholds, return periods, carriers, payment logos, TR hours).
 */

interface LanguageTexts {
  headline: string;
  payment: { heading: string; intro: string; link: string };
  delivery: { heading: string; link: string };
  returns: { heading: string; link: string };
  help: { heading: string; contact: string; faq: string; storefinder: string; account: string; email: string; app: string };
  pickup: { heading: string; intro: string; link: string };
  loyalty: { intro: string; link: string; privateCard: string };
  services: { heading: string; newsletter: string; giftcards: string; giftIdeas: string; instructions: string; sizeAdvice: string };
  company: { heading: string; sustainability: string; career: string; press: string; blog: string };
  seo: { heading: string; categories: readonly (readonly [string, string])[] };
  social: string;
  apps: string;
  legal: { imprint: string; privacy: string; terms: string; consent: string };
  view: { toMobile: string; toDesktop: string };
  slugs: { payment: string; delivery: string; returns: string; giftIdeas: string; instructions: string; sizeAdvice: string; sustainability: string; career: string; press: string; blog: string };
}

/** Facts and wording that differ between sites of the same language. */
interface SiteFacts {
  texts: LanguageTexts;
  deliveryIntro: string;
  returnsIntro: string;
  helpIntro?: string;
  servicesIntro?: string;
  payments: readonly FooterLogoSource[];
  carriers: readonly FooterLogoSource[];
  qualityLogos: readonly { source: FooterLogoSource; label: string; link: string }[];
  salesTax: FooterContent['salesTax'];
  email: string;
  /** Turkey offers no pickup in store (its stores still appear in the store finder). */
  storePickup: boolean;
}

const GERMAN: LanguageTexts = {
  headline: 'Wir sind für Sie da',
  payment: { heading: 'Zahlungsarten', intro: 'Bequem und sicher bezahlen.', link: 'Alle Zahlungsarten' },
  delivery: { heading: 'Lieferung', link: 'Versandinformationen' },
  returns: { heading: 'Rücksendung', link: 'Rücksendung & Reklamation' },
  help: { heading: 'Hilfe & Kontakt', contact: 'Kontaktformular', faq: 'Häufige Fragen', storefinder: 'Filialfinder', account: 'Mein Konto', email: 'E-Mail an den Kundenservice', app: 'Zur App' },
  pickup: { heading: 'Abholung in der Filiale', intro: 'Online bestellen und kostenlos in der Filiale abholen.', link: 'So funktioniert’s' },
  loyalty: { intro: 'Jeder 11. Kaffee in der Filiale gratis.', link: 'Jetzt kostenlos anmelden', privateCard: 'PrivatCard kostenlos beantragen' },
  services: { heading: 'Weitere Services', newsletter: 'Newsletter', giftcards: 'Geschenkkarten', giftIdeas: 'Geschenkideen', instructions: 'Gebrauchsanleitungen', sizeAdvice: 'Größenberatung' },
  company: { heading: 'Über uns', sustainability: 'Nachhaltigkeit', career: 'Karriere', press: 'Presse', blog: 'Blog' },
  seo: {
    heading: 'Beliebte Kategorien',
    categories: [
      ['Kaffeebohnen', 'kaffeebohnen'],
      ['Kaffeekapseln', 'kaffeekapseln'],
      ['Kaffeevollautomaten', 'kaffeevollautomaten'],
      ['Küche', 'kueche'],
      ['Wohnen', 'wohnen'],
      ['Haushaltshelfer', 'haushaltshelfer'],
      ['Damenmode', 'damenmode'],
      ['Herrenmode', 'herrenmode'],
      ['Kindermode', 'kindermode'],
    ],
  },
  social: 'Folgen Sie uns',
  apps: 'Unsere App',
  legal: { imprint: 'Impressum', privacy: 'Datenschutz', terms: 'AGB', consent: 'Cookie-Einstellungen' },
  view: { toMobile: 'Mobile Ansicht', toDesktop: 'Desktop-Ansicht' },
  slugs: { payment: 'zahlungsarten', delivery: 'lieferung', returns: 'ruecksendung', giftIdeas: 'geschenkideen', instructions: 'gebrauchsanleitungen', sizeAdvice: 'groessenberatung', sustainability: 'nachhaltigkeit', career: 'karriere', press: 'presse', blog: 'blog' },
};

/** Swiss German writes ss for ß. */
const SWISS_GERMAN: LanguageTexts = {
  ...GERMAN,
  services: { ...GERMAN.services, sizeAdvice: 'Grössenberatung' },
};

const FRENCH: LanguageTexts = {
  headline: 'Nous sommes là pour vous',
  payment: { heading: 'Modes de paiement', intro: 'Payez facilement et en toute sécurité.', link: 'Tous les modes de paiement' },
  delivery: { heading: 'Livraison', link: 'Informations de livraison' },
  returns: { heading: 'Retours', link: 'Retours et réclamations' },
  help: { heading: 'Aide et contact', contact: 'Formulaire de contact', faq: 'Questions fréquentes', storefinder: 'Trouver une filiale', account: 'Mon compte', email: 'Nous écrire un e-mail', app: 'Vers l’application' },
  pickup: { heading: 'Retrait en filiale', intro: 'Commandez en ligne et retirez gratuitement en filiale.', link: 'Comment ça marche' },
  loyalty: { intro: 'Chaque 11e café offert en filiale.', link: 'S’inscrire gratuitement', privateCard: 'Demander la PrivatCard gratuite' },
  services: { heading: 'Autres services', newsletter: 'Newsletter', giftcards: 'Cartes cadeaux', giftIdeas: 'Idées cadeaux', instructions: 'Modes d’emploi', sizeAdvice: 'Conseils de taille' },
  company: { heading: 'À propos de nous', sustainability: 'Durabilité', career: 'Carrières', press: 'Presse', blog: 'Blog' },
  seo: {
    heading: 'Catégories populaires',
    categories: [
      ['Café en grains', 'cafe-en-grains'],
      ['Capsules de café', 'capsules-de-cafe'],
      ['Machines à café automatiques', 'machines-a-cafe'],
      ['Cuisine', 'cuisine'],
      ['Maison', 'maison'],
      ['Ménage', 'menage'],
      ['Mode femme', 'mode-femme'],
      ['Mode homme', 'mode-homme'],
      ['Mode enfant', 'mode-enfant'],
    ],
  },
  social: 'Suivez-nous',
  apps: 'Notre application',
  legal: { imprint: 'Mentions légales', privacy: 'Protection des données', terms: 'CGV', consent: 'Paramètres des cookies' },
  view: { toMobile: 'Version mobile', toDesktop: 'Version ordinateur' },
  slugs: { payment: 'modes-de-paiement', delivery: 'livraison', returns: 'retours', giftIdeas: 'idees-cadeaux', instructions: 'modes-d-emploi', sizeAdvice: 'conseils-de-taille', sustainability: 'durabilite', career: 'carrieres', press: 'presse', blog: 'blog' },
};

const CZECH: LanguageTexts = {
  headline: 'Jsme tu pro vás',
  payment: { heading: 'Způsoby platby', intro: 'Plaťte pohodlně a bezpečně.', link: 'Všechny způsoby platby' },
  delivery: { heading: 'Doprava', link: 'Informace o dopravě' },
  returns: { heading: 'Vrácení zboží', link: 'Vrácení a reklamace' },
  help: { heading: 'Pomoc a kontakt', contact: 'Kontaktní formulář', faq: 'Časté dotazy', storefinder: 'Vyhledávač prodejen', account: 'Můj účet', email: 'Napište nám e-mail', app: 'Do aplikace' },
  pickup: { heading: 'Vyzvednutí v prodejně', intro: 'Objednejte online a vyzvedněte zdarma v prodejně.', link: 'Jak to funguje' },
  loyalty: { intro: 'Každá 11. káva v prodejně zdarma.', link: 'Zaregistrujte se zdarma', privateCard: 'Získat PrivatCard zdarma' },
  services: { heading: 'Další služby', newsletter: 'Newsletter', giftcards: 'Dárkové karty', giftIdeas: 'Tipy na dárky', instructions: 'Návody k použití', sizeAdvice: 'Poradce velikostí' },
  company: { heading: 'O nás', sustainability: 'Udržitelnost', career: 'Kariéra', press: 'Pro média', blog: 'Blog' },
  seo: {
    heading: 'Oblíbené kategorie',
    categories: [
      ['Zrnková káva', 'zrnkova-kava'],
      ['Kávové kapsle', 'kavove-kapsle'],
      ['Automatické kávovary', 'automaticke-kavovary'],
      ['Kuchyně', 'kuchyne'],
      ['Bydlení', 'bydleni'],
      ['Domácnost', 'domacnost'],
      ['Dámská móda', 'damska-moda'],
      ['Pánská móda', 'panska-moda'],
      ['Dětská móda', 'detska-moda'],
    ],
  },
  social: 'Sledujte nás',
  apps: 'Naše aplikace',
  legal: { imprint: 'Tiráž', privacy: 'Ochrana osobních údajů', terms: 'Obchodní podmínky', consent: 'Nastavení cookies' },
  view: { toMobile: 'Mobilní verze', toDesktop: 'Plná verze' },
  slugs: { payment: 'zpusoby-platby', delivery: 'doprava', returns: 'vraceni-zbozi', giftIdeas: 'tipy-na-darky', instructions: 'navody-k-pouziti', sizeAdvice: 'poradce-velikosti', sustainability: 'udrzitelnost', career: 'kariera', press: 'pro-media', blog: 'blog' },
};

const HUNGARIAN: LanguageTexts = {
  headline: 'Itt vagyunk Önnek',
  payment: { heading: 'Fizetési módok', intro: 'Fizessen kényelmesen és biztonságosan.', link: 'Összes fizetési mód' },
  delivery: { heading: 'Szállítás', link: 'Szállítási információk' },
  returns: { heading: 'Visszaküldés', link: 'Visszaküldés és reklamáció' },
  help: { heading: 'Segítség és kapcsolat', contact: 'Kapcsolatfelvételi űrlap', faq: 'Gyakori kérdések', storefinder: 'Üzletkereső', account: 'Fiókom', email: 'Írjon nekünk e-mailt', app: 'Az alkalmazáshoz' },
  pickup: { heading: 'Átvétel az üzletben', intro: 'Rendeljen online, és vegye át ingyen az üzletben.', link: 'Így működik' },
  loyalty: { intro: 'Minden 11. kávé ingyenes az üzletben.', link: 'Regisztráljon ingyen', privateCard: 'PrivatCard igénylése ingyen' },
  services: { heading: 'További szolgáltatások', newsletter: 'Hírlevél', giftcards: 'Ajándékkártyák', giftIdeas: 'Ajándékötletek', instructions: 'Használati útmutatók', sizeAdvice: 'Mérettanácsadó' },
  company: { heading: 'Rólunk', sustainability: 'Fenntarthatóság', career: 'Karrier', press: 'Sajtó', blog: 'Blog' },
  seo: {
    heading: 'Népszerű kategóriák',
    categories: [
      ['Szemes kávé', 'szemes-kave'],
      ['Kávékapszulák', 'kavekapszulak'],
      ['Automata kávéfőzők', 'automata-kavefozok'],
      ['Konyha', 'konyha'],
      ['Lakberendezés', 'lakberendezes'],
      ['Háztartás', 'haztartas'],
      ['Női divat', 'noi-divat'],
      ['Férfi divat', 'ferfi-divat'],
      ['Gyerekdivat', 'gyerekdivat'],
    ],
  },
  social: 'Kövessen minket',
  apps: 'Alkalmazásunk',
  legal: { imprint: 'Impresszum', privacy: 'Adatvédelem', terms: 'ÁSZF', consent: 'Cookie-beállítások' },
  view: { toMobile: 'Mobil nézet', toDesktop: 'Asztali nézet' },
  slugs: { payment: 'fizetesi-modok', delivery: 'szallitas', returns: 'visszakuldes', giftIdeas: 'ajandekotletek', instructions: 'hasznalati-utmutatok', sizeAdvice: 'merettanacsado', sustainability: 'fenntarthatosag', career: 'karrier', press: 'sajto', blog: 'blog' },
};

const POLISH: LanguageTexts = {
  headline: 'Jesteśmy dla Ciebie',
  payment: { heading: 'Metody płatności', intro: 'Płać wygodnie i bezpiecznie.', link: 'Wszystkie metody płatności' },
  delivery: { heading: 'Dostawa', link: 'Informacje o dostawie' },
  returns: { heading: 'Zwroty', link: 'Zwroty i reklamacje' },
  help: { heading: 'Pomoc i kontakt', contact: 'Formularz kontaktowy', faq: 'Najczęstsze pytania', storefinder: 'Wyszukiwarka sklepów', account: 'Moje konto', email: 'Napisz do nas e-mail', app: 'Do aplikacji' },
  pickup: { heading: 'Odbiór w sklepie', intro: 'Zamów online i odbierz bezpłatnie w sklepie.', link: 'Jak to działa' },
  loyalty: { intro: 'Co 11. kawa w sklepie gratis.', link: 'Zarejestruj się bezpłatnie', privateCard: 'Zamów bezpłatną PrivatCard' },
  services: { heading: 'Więcej usług', newsletter: 'Newsletter', giftcards: 'Karty podarunkowe', giftIdeas: 'Pomysły na prezent', instructions: 'Instrukcje obsługi', sizeAdvice: 'Doradca rozmiarów' },
  company: { heading: 'O nas', sustainability: 'Zrównoważony rozwój', career: 'Kariera', press: 'Dla prasy', blog: 'Blog' },
  seo: {
    heading: 'Popularne kategorie',
    categories: [
      ['Kawa ziarnista', 'kawa-ziarnista'],
      ['Kapsułki do kawy', 'kapsulki-do-kawy'],
      ['Ekspresy automatyczne', 'ekspresy-automatyczne'],
      ['Kuchnia', 'kuchnia'],
      ['Mieszkanie', 'mieszkanie'],
      ['Dom', 'dom'],
      ['Moda damska', 'moda-damska'],
      ['Moda męska', 'moda-meska'],
      ['Moda dziecięca', 'moda-dziecieca'],
    ],
  },
  social: 'Obserwuj nas',
  apps: 'Nasza aplikacja',
  legal: { imprint: 'Nota prawna', privacy: 'Polityka prywatności', terms: 'Regulamin', consent: 'Ustawienia cookies' },
  view: { toMobile: 'Wersja mobilna', toDesktop: 'Wersja na komputer' },
  slugs: { payment: 'metody-platnosci', delivery: 'dostawa', returns: 'zwroty', giftIdeas: 'pomysly-na-prezent', instructions: 'instrukcje-obslugi', sizeAdvice: 'doradca-rozmiarow', sustainability: 'zrownowazony-rozwoj', career: 'kariera', press: 'dla-prasy', blog: 'blog' },
};

const SLOVAK: LanguageTexts = {
  headline: 'Sme tu pre vás',
  payment: { heading: 'Spôsoby platby', intro: 'Plaťte pohodlne a bezpečne.', link: 'Všetky spôsoby platby' },
  delivery: { heading: 'Doprava', link: 'Informácie o doprave' },
  returns: { heading: 'Vrátenie tovaru', link: 'Vrátenie a reklamácie' },
  help: { heading: 'Pomoc a kontakt', contact: 'Kontaktný formulár', faq: 'Časté otázky', storefinder: 'Vyhľadávač predajní', account: 'Môj účet', email: 'Napíšte nám e-mail', app: 'Do aplikácie' },
  pickup: { heading: 'Vyzdvihnutie v predajni', intro: 'Objednajte online a vyzdvihnite si zadarmo v predajni.', link: 'Ako to funguje' },
  loyalty: { intro: 'Každá 11. káva v predajni zadarmo.', link: 'Zaregistrujte sa zadarmo', privateCard: 'Získať PrivatCard zadarmo' },
  services: { heading: 'Ďalšie služby', newsletter: 'Newsletter', giftcards: 'Darčekové karty', giftIdeas: 'Tipy na darčeky', instructions: 'Návody na použitie', sizeAdvice: 'Poradca veľkostí' },
  company: { heading: 'O nás', sustainability: 'Udržateľnosť', career: 'Kariéra', press: 'Pre médiá', blog: 'Blog' },
  seo: {
    heading: 'Obľúbené kategórie',
    categories: [
      ['Zrnková káva', 'zrnkova-kava'],
      ['Kávové kapsuly', 'kavove-kapsuly'],
      ['Automatické kávovary', 'automaticke-kavovary'],
      ['Kuchyňa', 'kuchyna'],
      ['Bývanie', 'byvanie'],
      ['Domácnosť', 'domacnost'],
      ['Dámska móda', 'damska-moda'],
      ['Pánska móda', 'panska-moda'],
      ['Detská móda', 'detska-moda'],
    ],
  },
  social: 'Sledujte nás',
  apps: 'Naša aplikácia',
  legal: { imprint: 'Impresum', privacy: 'Ochrana osobných údajov', terms: 'Obchodné podmienky', consent: 'Nastavenia cookies' },
  view: { toMobile: 'Mobilná verzia', toDesktop: 'Plná verzia' },
  slugs: { payment: 'sposoby-platby', delivery: 'doprava', returns: 'vratenie-tovaru', giftIdeas: 'tipy-na-darceky', instructions: 'navody-na-pouzitie', sizeAdvice: 'poradca-velkosti', sustainability: 'udrzatelnost', career: 'kariera', press: 'pre-media', blog: 'blog' },
};

const TURKISH: LanguageTexts = {
  headline: 'Sizin için buradayız',
  payment: { heading: 'Ödeme seçenekleri', intro: 'Rahat ve güvenli ödeme.', link: 'Tüm ödeme seçenekleri' },
  delivery: { heading: 'Teslimat', link: 'Teslimat bilgileri' },
  returns: { heading: 'İade ve değişim', link: 'İade ve şikâyet' },
  help: { heading: 'Yardım ve iletişim', contact: 'İletişim formu', faq: 'Sıkça sorulan sorular', storefinder: 'Mağaza bulucu', account: 'Hesabım', email: 'Bize e-posta gönderin', app: 'Uygulamaya git' },
  pickup: { heading: 'Mağazadan teslim alma', intro: 'Online sipariş verin, mağazadan ücretsiz teslim alın.', link: 'Nasıl çalışır' },
  loyalty: { intro: 'Mağazada her 11. kahve ücretsiz.', link: 'Ücretsiz kaydolun', privateCard: 'Ücretsiz PrivatCard başvurusu' },
  services: { heading: 'Diğer hizmetler', newsletter: 'E-bülten', giftcards: 'Hediye kartları', giftIdeas: 'Hediye fikirleri', instructions: 'Kullanım kılavuzları', sizeAdvice: 'Beden danışmanı' },
  company: { heading: 'Hakkımızda', sustainability: 'Sürdürülebilirlik', career: 'Kariyer', press: 'Basın', blog: 'Blog' },
  seo: {
    heading: 'Popüler kategoriler',
    categories: [
      ['Çekirdek kahve', 'cekirdek-kahve'],
      ['Kahve kapsülleri', 'kahve-kapsulleri'],
      ['Tam otomatik kahve makineleri', 'tam-otomatik-kahve-makineleri'],
      ['Mutfak', 'mutfak'],
      ['Ev yaşam', 'ev-yasam'],
      ['Ev gereçleri', 'ev-gerecleri'],
      ['Kadın modası', 'kadin-modasi'],
      ['Erkek modası', 'erkek-modasi'],
      ['Çocuk modası', 'cocuk-modasi'],
    ],
  },
  social: 'Bizi takip edin',
  apps: 'Uygulamamız',
  legal: { imprint: 'Künye', privacy: 'Gizlilik politikası', terms: 'Kullanım koşulları', consent: 'Çerez ayarları' },
  view: { toMobile: 'Mobil görünüm', toDesktop: 'Masaüstü görünümü' },
  slugs: { payment: 'odeme-secenekleri', delivery: 'teslimat', returns: 'iade-ve-degisim', giftIdeas: 'hediye-fikirleri', instructions: 'kullanim-kilavuzlari', sizeAdvice: 'beden-danismani', sustainability: 'surdurulebilirlik', career: 'kariyer', press: 'basin', blog: 'blog' },
};

const LOGO_LABELS: Record<FooterLogoSource, string> = {
  MASTERCARD: 'Mastercard',
  VISA: 'Visa',
  PAYPAL: 'PayPal',
  AMEX: 'American Express',
  TROY: 'TROY',
  MAESTRO: 'Maestro',
  KLARNA: 'Klarna',
  INVOICE: 'Rechnung',
  TWINT: 'TWINT',
  POSTFINANCE: 'PostFinance',
  PRZELEWY24: 'Przelewy24',
  BLIK: 'BLIK',
  APPLE_PAY: 'Apple Pay',
  GOOGLE_PAY: 'Google Pay',
  DHL: 'DHL',
  HERMES: 'Hermes',
  POST_AT: 'Österreichische Post',
  POST_CH: 'Die Schweizerische Post',
  PPL: 'PPL',
  CESKA_POSTA: 'Česká pošta',
  MAGYAR_POSTA: 'Magyar Posta',
  INPOST: 'InPost',
  POCZTA_POLSKA: 'Poczta Polska',
  SPS: 'SPS',
  YURTICI: 'Yurtiçi Kargo',
  ARAS: 'Aras Kargo',
  MNG: 'MNG Kargo',
  PTT: 'PTT Kargo',
  TRUSTED_SHOPS: 'Trusted Shops',
  EHI: 'EHI Geprüfter Online-Shop',
  SAFE_SHOP: 'Swiss Online Garantie',
  HEUREKA: 'Heureka – Ověřeno zákazníky',
  ETBIS: 'ETBİS',
};

const INVOICE_LABELS: Partial<Record<Site, string>> = { CH_FR: 'Facture' };

/** Content pages follow /{slug}-s{pageId}.html, category pages /{slug}-c{categoryId}.html. */
const PAGE_IDS = { payment: 1001, delivery: 1002, returns: 1003, giftIdeas: 1005, instructions: 1006, sizeAdvice: 1007, sustainability: 1008, career: 1009, press: 1010, blog: 1011 } as const;
const contentPage = (texts: LanguageTexts, page: keyof typeof PAGE_IDS) => `/${texts.slugs[page]}-s${PAGE_IDS[page]}.html`;

const LOYALTY_CARD = 'StorefrontCard';
export const LOYALTY_CARD_REGISTRATION_PATH = '/registerfreestorefrontcard';
/** The free private card's registration (spec 2.1, "/registerfreeprivatecard"). */
export const PRIVATE_CARD_REGISTRATION_PATH = '/registerfreeprivatecard';

const FACTS: Record<Site, SiteFacts> = {
  DE: {
    texts: GERMAN,
    deliveryIntro: 'Versand mit DHL und Hermes.',
    returnsIntro: '30 Tage Rückgaberecht – einfach und kostenlos.',
    payments: ['MASTERCARD', 'VISA', 'PAYPAL', 'AMEX', 'KLARNA', 'INVOICE', 'APPLE_PAY'],
    carriers: ['DHL', 'HERMES'],
    qualityLogos: [
      { source: 'TRUSTED_SHOPS', label: 'Trusted Shops', link: 'https://www.trustedshops.de/' },
      { source: 'EHI', label: 'EHI Geprüfter Online-Shop', link: 'https://ehi-siegel.de/' },
    ],
    salesTax: { textBeforeLink: '* Alle Preise inkl. gesetzl. MwSt., zzgl. ', link: { text: 'Versandkosten', url: contentPage(GERMAN, 'delivery') } },
    email: 'mailto:service@storefront.example',
    storePickup: true,
  },
  AT: {
    texts: GERMAN,
    deliveryIntro: 'Versand mit der Österreichischen Post und DHL.',
    returnsIntro: '14 Tage Rückgaberecht – einfach und kostenlos.',
    payments: ['MASTERCARD', 'VISA', 'PAYPAL', 'KLARNA', 'INVOICE'],
    carriers: ['POST_AT', 'DHL'],
    qualityLogos: [{ source: 'TRUSTED_SHOPS', label: 'Trusted Shops', link: 'https://www.trustedshops.at/' }],
    salesTax: { textBeforeLink: '* Alle Preise inkl. gesetzl. MwSt., zzgl. ', link: { text: 'Versandkosten', url: contentPage(GERMAN, 'delivery') } },
    email: 'mailto:service@storefront.example',
    storePickup: true,
  },
  CH: {
    texts: SWISS_GERMAN,
    deliveryIntro: 'Versand mit der Schweizerischen Post.',
    returnsIntro: '3 Monate Rückgaberecht – einfach und kostenlos.',
    payments: ['MASTERCARD', 'VISA', 'PAYPAL', 'TWINT', 'POSTFINANCE', 'INVOICE'],
    carriers: ['POST_CH'],
    qualityLogos: [{ source: 'SAFE_SHOP', label: 'Swiss Online Garantie', link: 'https://www.swiss-online-garantie.ch/' }],
    salesTax: { textBeforeLink: '* Alle Preise inkl. MwSt., zzgl. ', link: { text: 'Versandkosten', url: contentPage(SWISS_GERMAN, 'delivery') } },
    email: 'mailto:service@storefront.example',
    storePickup: true,
  },
  CH_FR: {
    texts: FRENCH,
    deliveryIntro: 'Livraison avec La Poste Suisse.',
    returnsIntro: 'Droit de retour de 3 mois – simple et gratuit.',
    payments: ['MASTERCARD', 'VISA', 'PAYPAL', 'TWINT', 'POSTFINANCE', 'INVOICE'],
    carriers: ['POST_CH'],
    qualityLogos: [{ source: 'SAFE_SHOP', label: 'Swiss Online Garantie', link: 'https://www.swiss-online-garantie.ch/' }],
    salesTax: { textBeforeLink: '* Tous les prix incluent la TVA, hors ', link: { text: 'frais de livraison', url: contentPage(FRENCH, 'delivery') } },
    email: 'mailto:service@storefront.example',
    storePickup: true,
  },
  CZ: {
    texts: CZECH,
    deliveryIntro: `Doprava zdarma od 999 Kč, pro držitele ${LOYALTY_CARD} již od 499 Kč. Doručuje PPL a Česká pošta.`,
    returnsIntro: 'Na vrácení zboží máte 30 dní.',
    payments: ['MASTERCARD', 'VISA', 'PAYPAL', 'GOOGLE_PAY'],
    carriers: ['PPL', 'CESKA_POSTA'],
    qualityLogos: [{ source: 'HEUREKA', label: 'Heureka – Ověřeno zákazníky', link: 'https://obchody.heureka.cz/' }],
    salesTax: { textBeforeLink: '* Všechny ceny jsou uvedeny včetně DPH a bez ', link: { text: 'nákladů na dopravu', url: contentPage(CZECH, 'delivery') } },
    email: 'mailto:sluzby@storefront.example',
    storePickup: true,
  },
  HU: {
    texts: HUNGARIAN,
    deliveryIntro: 'Szállítás a Magyar Postával.',
    returnsIntro: '30 napos visszaküldési jog.',
    servicesIntro: 'A hírlevél-kupon 1 hónapig érvényes, és egyszer használható fel.',
    payments: ['MASTERCARD', 'VISA', 'PAYPAL', 'MAESTRO'],
    carriers: ['MAGYAR_POSTA'],
    qualityLogos: [{ source: 'TRUSTED_SHOPS', label: 'Trusted Shops', link: 'https://www.trustedshops.hu/' }],
    salesTax: { textBeforeLink: '* Az árak tartalmazzák az áfát, de nem tartalmazzák a ', link: { text: 'szállítási költséget', url: contentPage(HUNGARIAN, 'delivery') } },
    email: 'mailto:ugyfelszolgalat@storefront.example',
    storePickup: true,
  },
  PL: {
    texts: POLISH,
    deliveryIntro: 'Darmowa dostawa od 100 zł. Dostarczają InPost i Poczta Polska.',
    returnsIntro: '30 dni na zwrot towaru.',
    payments: ['BLIK', 'PRZELEWY24', 'MASTERCARD', 'VISA', 'PAYPAL'],
    carriers: ['INPOST', 'POCZTA_POLSKA'],
    qualityLogos: [{ source: 'TRUSTED_SHOPS', label: 'Trusted Shops', link: 'https://www.trustedshops.pl/' }],
    salesTax: { textBeforeLink: '* Wszystkie ceny zawierają VAT i nie zawierają ', link: { text: 'kosztów dostawy', url: contentPage(POLISH, 'delivery') } },
    email: 'mailto:obsluga@storefront.example',
    storePickup: true,
  },
  SK: {
    texts: SLOVAK,
    deliveryIntro: `Doprava zadarmo od 40 EUR, s vernostnou kartou ${LOYALTY_CARD} už od 20 EUR. Doručuje SPS.`,
    returnsIntro: 'Na vrátenie tovaru máte 30 dní.',
    payments: ['MASTERCARD', 'VISA', 'PAYPAL', 'MAESTRO'],
    carriers: ['SPS'],
    qualityLogos: [{ source: 'HEUREKA', label: 'Heureka – Overené zákazníkmi', link: 'https://obchody.heureka.sk/' }],
    salesTax: {
      textBeforeLink: '* Všetky ceny sú uvedené vrátane DPH a bez ',
      link: { text: 'poštovného', url: contentPage(SLOVAK, 'delivery') },
      textAfterLink: ', ak nie je uvedené inak.',
    },
    email: 'mailto:sluzby@storefront.example',
    storePickup: true,
  },
  TR: {
    texts: TURKISH,
    deliveryIntro: '1000 TL ve üzeri siparişlerde ücretsiz kargo. Siparişler 1-2 iş günü içinde kargoya verilir. Yurtiçi Kargo, Aras Kargo, MNG Kargo ve PTT Kargo ile gönderim.',
    returnsIntro: '90 gün ücretsiz iade ve değişim.',
    helpIntro: 'Müşteri hizmetlerimiz her gün 09:00-19:00 saatleri arasında hizmetinizdedir.',
    payments: ['MASTERCARD', 'VISA', 'TROY', 'AMEX'],
    carriers: ['YURTICI', 'ARAS', 'MNG', 'PTT'],
    qualityLogos: [{ source: 'ETBIS', label: 'ETBİS', link: 'https://www.eticaret.gov.tr/' }],
    salesTax: { textBeforeLink: '* Tüm fiyatlara KDV dahildir. Kargo ücretleri için: ', link: { text: 'Teslimat bilgileri', url: contentPage(TURKISH, 'delivery') } },
    email: 'mailto:musterihizmetleri@storefront.example',
    storePickup: false,
  },
};

const logoLabel = (site: Site, source: FooterLogoSource) => (source === 'INVOICE' ? (INVOICE_LABELS[site] ?? LOGO_LABELS.INVOICE) : LOGO_LABELS[source]);

/** The footer content of one site as the promotion service stores it. */
/**
 * A site's footer content as editors would write it. `origin(site)` gives each site's public address
 * for the editors' country list (spec 3.2 `international`).
 */
export function footerContentFor(site: Site, origin: (site: Site) => string): FooterContent {
  const facts = FACTS[site];
  const t = facts.texts;
  const groups: FooterTeaserGroup[] = [
    {
      heading: { text: t.payment.heading, iconName: 'payment' },
      introductoryText: t.payment.intro,
      links: [{ text: t.payment.link, url: contentPage(t, 'payment') }],
      images: facts.payments.map((source) => ({ source, label: logoLabel(site, source) })),
    },
    {
      heading: { text: t.delivery.heading, iconName: 'delivery' },
      introductoryText: facts.deliveryIntro,
      links: [{ text: t.delivery.link, url: contentPage(t, 'delivery') }],
      images: facts.carriers.map((source) => ({ source, label: LOGO_LABELS[source] })),
    },
    {
      heading: { text: t.returns.heading, iconName: 'returns' },
      introductoryText: facts.returnsIntro,
      links: [{ text: t.returns.link, url: contentPage(t, 'returns') }],
    },
    {
      heading: { text: t.help.heading, iconName: 'help', link: { text: t.help.heading, url: '/help' } },
      introductoryText: facts.helpIntro,
      links: [
        { text: t.help.contact, url: '/contact' },
        { text: t.help.faq, url: '/faq' },
        // Every market has stores, Turkey too (the spec's TR edition links the store finder, 2.2);
        // only the pickup group below depends on store pickup.
        { text: t.help.storefinder, url: '/service/storefinder/' },
        { text: t.help.account, url: '/account' },
        { text: t.help.email, url: facts.email },
        { text: t.help.app, url: '/mobile', hideInClassic: true },
      ],
    },
    ...(facts.storePickup
      ? [{ heading: { text: t.pickup.heading, iconName: 'store' }, introductoryText: t.pickup.intro, links: [{ text: t.pickup.link, url: '/store-pickup' }] }]
      : []),
    {
      heading: { text: LOYALTY_CARD, iconName: 'card' },
      hideGroupInCheckout: true,
      introductoryText: t.loyalty.intro,
      links: [
        { text: t.loyalty.link, url: LOYALTY_CARD_REGISTRATION_PATH },
        { text: t.loyalty.privateCard, url: PRIVATE_CARD_REGISTRATION_PATH },
      ],
    },
    {
      heading: { text: t.services.heading, iconName: 'services' },
      introductoryText: facts.servicesIntro,
      links: [
        { text: t.services.newsletter, url: '/subscribenewsletter' },
        { text: t.services.giftcards, url: '/giftcards' },
        { text: t.services.giftIdeas, url: contentPage(t, 'giftIdeas') },
        { text: t.services.instructions, url: contentPage(t, 'instructions') },
        { text: t.services.sizeAdvice, url: contentPage(t, 'sizeAdvice') },
      ],
    },
    {
      heading: { text: t.company.heading, iconName: 'company' },
      hideGroupInCheckout: true,
      links: [
        { text: t.company.sustainability, url: contentPage(t, 'sustainability') },
        { text: t.company.career, url: contentPage(t, 'career') },
        { text: t.company.press, url: contentPage(t, 'press') },
        { text: t.company.blog, url: contentPage(t, 'blog') },
      ],
    },
  ];
  const categories = t.seo.categories.map(([text, slug], index) => ({ text, url: `/${slug}-c${400001 + index}.html` }));
  return {
    headline: t.headline,
    teaser: { groups: groups.map(withoutUndefined) },
    seo: { heading: t.seo.heading, columns: [categories.slice(0, 3), categories.slice(3, 6), categories.slice(6)] },
    socialMedia: {
      heading: t.social,
      icons: [
        { iconName: 'FACEBOOK', link: 'https://www.facebook.com/storefront' },
        { iconName: 'INSTAGRAM', link: 'https://www.instagram.com/storefront' },
        { iconName: 'YOUTUBE', link: 'https://www.youtube.com/@storefront' },
        { iconName: 'PINTEREST', link: 'https://www.pinterest.com/storefront' },
      ],
    },
    appReferences: {
      heading: t.apps,
      ios: { link: 'https://apps.apple.com/app/storefront/id000000001' },
      android: { link: 'https://play.google.com/store/apps/details?id=example.storefront' },
    },
    legalLinks: [
      { text: t.legal.imprint, url: '/imprint' },
      { text: t.legal.privacy, url: '/privacy' },
      { text: t.legal.terms, url: '/terms' },
      { text: t.legal.consent, url: '/privacy', opensConsentSettings: true },
    ],
    viewChanger: t.view,
    qualityLogos: { logos: facts.qualityLogos.map((logo) => ({ link: logo.link, image: { label: logo.label, source: logo.source, width: 90, height: 40 } })) },
    salesTax: facts.salesTax,
    // The editors' country list (spec 3.2): the nine sites in the spec's switcher order.
    international: { items: COUNTRY_SWITCHER_ORDER.map((code) => ({ code, label: SITE_CONFIG[code].label, href: `${origin(code)}/` })) },
  };
}

/** JSON has no undefined; leaving the keys out keeps the stored content as editors would write it. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
