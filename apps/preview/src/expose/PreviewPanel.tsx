import { PreviewPanel } from '../features/panel';
import { registerPreviewTexts } from '../texts/previewTexts';

registerPreviewTexts();

export default PreviewPanel;
