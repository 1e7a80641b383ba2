import { PreviewPanel } from '../features/panel/PreviewPanel';
import { registerPreviewTexts } from '../texts/previewTexts';

registerPreviewTexts();

export default PreviewPanel;
