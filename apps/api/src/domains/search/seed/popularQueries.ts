import type { Language } from '../../catalogue/seed/wordLists';

/**
 * What shoppers of each language search for most, most popular first. Each one finds products in
 * the catalogue (routes.test.ts checks it), so a suggested term never leads to an empty page.
 */
export const POPULAR_QUERIES: Readonly<Record<Language, readonly string[]>> = {
  de: ['Kaffee', 'Espresso', 'Bettwäsche', 'Regenjacke', 'Strickpullover', 'Handtuch', 'Bratpfanne', 'Jeans', 'Bio'],
  fr: ['Café', 'Espresso', 'Pull', 'Veste', 'Parure de lit', 'Casserole', 'Bouilloire', 'T-shirt'],
  cs: ['Káva', 'Espresso', 'Kávovar', 'Svetr', 'Povlečení', 'Ručník', 'Pánev', 'Tričko'],
  hu: ['Kávé', 'Espresso', 'Kávéfőző', 'Pulóver', 'Ágynemű', 'Törölköző', 'Serpenyő', 'Póló'],
  pl: ['Kawa', 'Espresso', 'Ekspres', 'Sweter', 'Pościel', 'Ręcznik', 'Patelnia', 'Koszulka'],
  sk: ['Káva', 'Espresso', 'Kávovar', 'Sveter', 'Obliečky', 'Uterák', 'Panvica', 'Tričko'],
  tr: ['Kahve', 'Espresso', 'Kahve makinesi', 'Kazak', 'Nevresim', 'Havlu', 'Tava', 'Tişört'],
};
