import { atom } from 'jotai';
import { UNINITIALIZED_PERSONAL_DATA, type HeaderPersonalData } from '@storefront/platform';

/** The header's personal data; `initialized` turns true once the one shared request answered. */
export const personalDataAtom = atom<HeaderPersonalData>(UNINITIALIZED_PERSONAL_DATA);
