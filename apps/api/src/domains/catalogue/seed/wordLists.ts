/**
 * Word lists the generated assortment is built from. Titles are composed from whole phrases per
 * language (never translated word by word at run time), so each title stays readable: a product type,
 * a line or origin name, and for some a variant after a comma.
 */
export const LANGUAGES = ['de', 'fr', 'cs', 'hu', 'pl', 'sk', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Phrase = Record<Language, string>;

const phrase = (de: string, fr: string, cs: string, hu: string, pl: string, sk: string, tr: string): Phrase => ({ de, fr, cs, hu, pl, sk, tr });

export const COFFEE_KINDS: readonly Phrase[] = [
  phrase('Espresso', 'Espresso', 'Espresso', 'Espresso', 'Espresso', 'Espresso', 'Espresso'),
  phrase('Caffè Crema', 'Caffè Crema', 'Caffè Crema', 'Caffè Crema', 'Caffè Crema', 'Caffè Crema', 'Caffè Crema'),
  phrase('Filterkaffee', 'Café filtre', 'Filtrovaná káva', 'Filterkávé', 'Kawa filtrowana', 'Filtrovaná káva', 'Filtre kahve'),
  phrase('Entkoffeinierter Kaffee', 'Café décaféiné', 'Káva bez kofeinu', 'Koffeinmentes kávé', 'Kawa bezkofeinowa', 'Káva bez kofeínu', 'Kafeinsiz kahve'),
  phrase('Bio-Kaffee', 'Café bio', 'Bio káva', 'Bio kávé', 'Kawa ekologiczna', 'Bio káva', 'Organik kahve'),
];

export const COFFEE_ORIGINS: readonly Phrase[] = [
  phrase('Brasilien', 'Brésil', 'Brazílie', 'Brazília', 'Brazylia', 'Brazília', 'Brezilya'),
  phrase('Kolumbien', 'Colombie', 'Kolumbie', 'Kolumbia', 'Kolumbia', 'Kolumbia', 'Kolombiya'),
  phrase('Äthiopien', 'Éthiopie', 'Etiopie', 'Etiópia', 'Etiopia', 'Etiópia', 'Etiyopya'),
  phrase('Guatemala', 'Guatemala', 'Guatemala', 'Guatemala', 'Gwatemala', 'Guatemala', 'Guatemala'),
  phrase('Peru', 'Pérou', 'Peru', 'Peru', 'Peru', 'Peru', 'Peru'),
  phrase('Kenia', 'Kenya', 'Keňa', 'Kenya', 'Kenia', 'Keňa', 'Kenya'),
  phrase('Indien', 'Inde', 'Indie', 'India', 'Indie', 'India', 'Hindistan'),
  phrase('Costa Rica', 'Costa Rica', 'Kostarika', 'Costa Rica', 'Kostaryka', 'Kostarika', 'Kosta Rika'),
  phrase('Honduras', 'Honduras', 'Honduras', 'Honduras', 'Honduras', 'Honduras', 'Honduras'),
  phrase('Sumatra', 'Sumatra', 'Sumatra', 'Szumátra', 'Sumatra', 'Sumatra', 'Sumatra'),
  phrase('Mexiko', 'Mexique', 'Mexiko', 'Mexikó', 'Meksyk', 'Mexiko', 'Meksika'),
];

/** Grind variants, with the dimension key a product page selects by (`dim1`). */
export const COFFEE_GRINDS: readonly { dimensionKey: string; name: Phrase }[] = [
  { dimensionKey: 'grind-whole-bean', name: phrase('ganze Bohne', 'grains entiers', 'zrnková', 'szemes', 'ziarnista', 'zrnková', 'çekirdek') },
  { dimensionKey: 'grind-ground', name: phrase('gemahlen', 'moulu', 'mletá', 'őrölt', 'mielona', 'mletá', 'öğütülmüş') },
];

export const COFFEE_CAPSULES = phrase('Kaffeekapseln', 'Capsules de café', 'Kávové kapsle', 'Kávékapszula', 'Kapsułki z kawą', 'Kávové kapsuly', 'Kahve kapsülü');

export const COFFEE_GEAR: readonly Phrase[] = [
  phrase('Kaffeemühle', 'Moulin à café', 'Mlýnek na kávu', 'Kávédaráló', 'Młynek do kawy', 'Mlynček na kávu', 'Kahve değirmeni'),
  phrase('Milchaufschäumer', 'Mousseur à lait', 'Napěňovač mléka', 'Tejhabosító', 'Spieniacz do mleka', 'Napeňovač mlieka', 'Süt köpürtücü'),
  phrase('Siebträgermaschine', 'Machine expresso à porte-filtre', 'Pákový kávovar', 'Karos kávéfőző', 'Ekspres kolbowy', 'Pákový kávovar', 'Portafiltreli espresso makinesi'),
  phrase('Espressokocher', 'Cafetière italienne', 'Moka konvička', 'Kotyogós kávéfőző', 'Kawiarka', 'Moka kanvica', 'Moka pot'),
  phrase('French Press', 'Cafetière à piston', 'French press', 'French press kávéfőző', 'Zaparzacz french press', 'French press', 'French press'),
  phrase('Thermobecher', 'Mug isotherme', 'Termohrnek', 'Termoszbögre', 'Kubek termiczny', 'Termohrnček', 'Termos bardak'),
  phrase('Kaffeevollautomat', 'Machine à café automatique', 'Plnoautomatický kávovar', 'Automata kávéfőző', 'Ekspres automatyczny', 'Plnoautomatický kávovar', 'Tam otomatik kahve makinesi'),
  phrase('Kaffeetasse', 'Tasse à café', 'Šálek na kávu', 'Kávéscsésze', 'Filiżanka do kawy', 'Šálka na kávu', 'Kahve fincanı'),
];
export const COFFEE_GEAR_MODELS = ['Aroma', 'Barista', 'Crema', 'Lungo', 'Mocca'] as const;

export const HOUSEHOLD_KINDS: readonly Phrase[] = [
  phrase('Kochtopf', 'Casserole', 'Hrnec', 'Főzőedény', 'Garnek', 'Hrniec', 'Tencere'),
  phrase('Bratpfanne', 'Poêle', 'Pánev', 'Serpenyő', 'Patelnia', 'Panvica', 'Tava'),
  phrase('Messerset', 'Set de couteaux', 'Sada nožů', 'Késkészlet', 'Zestaw noży', 'Sada nožov', 'Bıçak seti'),
  phrase('Schneidebrett', 'Planche à découper', 'Prkénko na krájení', 'Vágódeszka', 'Deska do krojenia', 'Doska na krájanie', 'Kesme tahtası'),
  phrase('Vorratsdose', 'Boîte de conservation', 'Dóza na potraviny', 'Tárolódoboz', 'Pojemnik na żywność', 'Dóza na potraviny', 'Saklama kabı'),
  phrase('Handtuch', 'Serviette de toilette', 'Ručník', 'Törölköző', 'Ręcznik', 'Uterák', 'Havlu'),
  phrase('Bettwäsche', 'Parure de lit', 'Povlečení', 'Ágynemű', 'Pościel', 'Obliečky', 'Nevresim takımı'),
  phrase('Kopfkissen', 'Oreiller', 'Polštář', 'Párna', 'Poduszka', 'Vankúš', 'Yastık'),
  phrase('Wolldecke', 'Plaid en laine', 'Vlněná deka', 'Gyapjútakaró', 'Koc wełniany', 'Vlnená deka', 'Yün battaniye'),
  phrase('Tischdecke', 'Nappe', 'Ubrus', 'Asztalterítő', 'Obrus', 'Obrus', 'Masa örtüsü'),
  phrase('Wasserkocher', 'Bouilloire électrique', 'Rychlovarná konvice', 'Vízforraló', 'Czajnik elektryczny', 'Rýchlovarná kanvica', 'Su ısıtıcı'),
  phrase('Küchenwaage', 'Balance de cuisine', 'Kuchyňská váha', 'Konyhai mérleg', 'Waga kuchenna', 'Kuchynská váha', 'Mutfak tartısı'),
  phrase('Staubsauger', 'Aspirateur', 'Vysavač', 'Porszívó', 'Odkurzacz', 'Vysávač', 'Elektrikli süpürge'),
  phrase('Bügeleisen', 'Fer à repasser', 'Žehlička', 'Vasaló', 'Żelazko', 'Žehlička', 'Ütü'),
  phrase('Wäschekorb', 'Panier à linge', 'Koš na prádlo', 'Szennyeskosár', 'Kosz na pranie', 'Kôš na bielizeň', 'Çamaşır sepeti'),
  phrase('Duschvorhang', 'Rideau de douche', 'Sprchový závěs', 'Zuhanyfüggöny', 'Zasłona prysznicowa', 'Sprchový záves', 'Duş perdesi'),
  phrase('Gläserset', 'Set de verres', 'Sada sklenic', 'Pohárkészlet', 'Zestaw szklanek', 'Sada pohárov', 'Bardak seti'),
  phrase('Duftkerze', 'Bougie parfumée', 'Vonná svíčka', 'Illatgyertya', 'Świeca zapachowa', 'Vonná sviečka', 'Kokulu mum'),
  phrase('Spülbürste', 'Brosse à vaisselle', 'Kartáč na nádobí', 'Mosogatókefe', 'Szczotka do naczyń', 'Kefa na riad', 'Bulaşık fırçası'),
  phrase('Gießkanne', 'Arrosoir', 'Konev na zalévání', 'Locsolókanna', 'Konewka', 'Krhla', 'Sulama kabı'),
];
/** Collection lines: proper names, the same in every language. */
export const HOUSEHOLD_LINES = ['Nordic', 'Provence', 'Oslo', 'Kyoto', 'Toscana', 'Alpina'] as const;

/** Clothing types; the second value is the size range their dimension keys come from. */
export const CLOTHING_KINDS: readonly { name: Phrase; sizes: readonly string[] }[] = [
  { name: phrase('Damen-Strickpullover', 'Pull en maille femme', 'Dámský pletený svetr', 'Női kötött pulóver', 'Damski sweter z dzianiny', 'Dámsky pletený sveter', 'Kadın örgü kazak'), sizes: ['S', 'M', 'L'] },
  { name: phrase('Herren-Strickpullover', 'Pull en maille homme', 'Pánský pletený svetr', 'Férfi kötött pulóver', 'Męski sweter z dzianiny', 'Pánsky pletený sveter', 'Erkek örgü kazak'), sizes: ['M', 'L', 'XL'] },
  { name: phrase('Damen-T-Shirt', 'T-shirt femme', 'Dámské tričko', 'Női póló', 'Damska koszulka', 'Dámske tričko', 'Kadın tişört'), sizes: ['S', 'M', 'L'] },
  { name: phrase('Herren-T-Shirt', 'T-shirt homme', 'Pánské tričko', 'Férfi póló', 'Męska koszulka', 'Pánske tričko', 'Erkek tişört'), sizes: ['M', 'L', 'XL'] },
  { name: phrase('Damen-Bluse', 'Chemisier femme', 'Dámská halenka', 'Női blúz', 'Damska bluzka', 'Dámska blúzka', 'Kadın bluz'), sizes: ['36', '38', '40'] },
  { name: phrase('Herren-Hemd', 'Chemise homme', 'Pánská košile', 'Férfi ing', 'Męska koszula', 'Pánska košeľa', 'Erkek gömlek'), sizes: ['39', '41', '43'] },
  { name: phrase('Damen-Jeans', 'Jean femme', 'Dámské džíny', 'Női farmer', 'Damskie dżinsy', 'Dámske džínsy', 'Kadın kot pantolon'), sizes: ['36', '38', '40'] },
  { name: phrase('Herren-Chinohose', 'Chino homme', 'Pánské chino kalhoty', 'Férfi chino nadrág', 'Męskie spodnie chino', 'Pánske chino nohavice', 'Erkek chino pantolon'), sizes: ['48', '50', '52'] },
  { name: phrase('Damen-Regenjacke', 'Veste de pluie femme', 'Dámská bunda do deště', 'Női esőkabát', 'Damska kurtka przeciwdeszczowa', 'Dámska bunda do dažďa', 'Kadın yağmurluk'), sizes: ['S', 'M', 'L'] },
  { name: phrase('Herren-Softshelljacke', 'Veste softshell homme', 'Pánská softshellová bunda', 'Férfi softshell dzseki', 'Męska kurtka softshell', 'Pánska softshellová bunda', 'Erkek softshell ceket'), sizes: ['M', 'L', 'XL'] },
  { name: phrase('Kinder-Schlafanzug', 'Pyjama enfant', 'Dětské pyžamo', 'Gyermek pizsama', 'Piżama dziecięca', 'Detské pyžamo', 'Çocuk pijama takımı'), sizes: ['104', '116', '128'] },
  { name: phrase('Kinder-Sweatjacke', 'Sweat zippé enfant', 'Dětská mikina', 'Gyermek kapucnis pulóver', 'Bluza dziecięca', 'Detská mikina', 'Çocuk sweatshirt ceket'), sizes: ['104', '116', '128'] },
  { name: phrase('Sportsocken', 'Chaussettes de sport', 'Sportovní ponožky', 'Sportzokni', 'Skarpety sportowe', 'Športové ponožky', 'Spor çorap'), sizes: ['35-38', '39-42', '43-46'] },
  { name: phrase('Damen-Leggings', 'Legging femme', 'Dámské legíny', 'Női leggings', 'Damskie legginsy', 'Dámske legíny', 'Kadın tayt'), sizes: ['S', 'M', 'L'] },
];
export const CLOTHING_LINES = ['Alva', 'Linus'] as const;

/** Colours as a shop lists a variant ("…, Blau"); the Slavic forms agree with the implied word for colour. */
export const COLOURS: readonly Phrase[] = [
  phrase('Blau', 'bleu', 'modrá', 'kék', 'niebieski', 'modrá', 'mavi'),
  phrase('Schwarz', 'noir', 'černá', 'fekete', 'czarny', 'čierna', 'siyah'),
  phrase('Grün', 'vert', 'zelená', 'zöld', 'zielony', 'zelená', 'yeşil'),
  phrase('Grau', 'gris', 'šedá', 'szürke', 'szary', 'sivá', 'gri'),
  phrase('Weiß', 'blanc', 'bílá', 'fehér', 'biały', 'biela', 'beyaz'),
  phrase('Rot', 'rouge', 'červená', 'piros', 'czerwony', 'červená', 'kırmızı'),
];
