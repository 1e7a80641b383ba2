import { registerNewsletterTexts } from './newsletterTexts';

// The remote's unit tests read its real texts, as the exposed modules do on the page.
registerNewsletterTexts();
