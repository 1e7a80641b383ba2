import { Footer } from '../app/footer/Footer';
import { loadFooterServerData } from '../app/server-data/footerServerData';
import { registerFooterTexts } from '../texts/footerTexts';

registerFooterTexts();

/** Server rendering: the texts of this release, for the site that runs it (contracts, ServerRenderableModule). */
export { loadFooterTexts as loadTexts } from '../texts/footerTexts';

/**
 * Renders on the server too: the content, the newsletter status of the request's login
 * and the country selector's addresses, loaded in-process, so the first HTML holds the whole footer.
 */
export const loadServerData = loadFooterServerData;

export default Footer;
