import { Header } from '../app/header/Header';
import { registerNavigationTexts } from '../texts/navigationTexts';

registerNavigationTexts();

/** Server rendering: the texts of this release, for the site that runs it (contracts, ServerRenderableModule). */
export { loadNavigationTexts as loadTexts } from '../texts/navigationTexts';

// The document server asks this before rendering the header (contracts: LoadServerData).
export { loadHeaderServerData as loadServerData } from '../app/server-data/loadHeaderServerData';

export default Header;
