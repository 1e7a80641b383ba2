import { Footer } from '../features/footer/Footer';
import { registerFooterTexts } from '../texts/footerTexts';

registerFooterTexts();

export default Footer;
