import { PreviewPanel } from '../features/panel/PreviewPanel';

export default PreviewPanel;
