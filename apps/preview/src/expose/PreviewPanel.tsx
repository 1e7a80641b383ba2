import { StaffPreviewPanel } from '../app/preview-panel/StaffPreviewPanel';
import { registerPreviewTexts } from '../texts/previewTexts';

registerPreviewTexts();

export default StaffPreviewPanel;
