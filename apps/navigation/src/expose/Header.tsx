import { Header } from '../features/header/Header';
import { registerNavigationTexts } from '../texts/navigationTexts';

registerNavigationTexts();

export default Header;
