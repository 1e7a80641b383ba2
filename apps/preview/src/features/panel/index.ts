// The panel feature's public face: app/ and expose/ import it from here, never from its files (eslint.config.mjs).
export { PreviewPanel, type PreviewPanelProps, type PreviewPanelTools } from './PreviewPanel';
