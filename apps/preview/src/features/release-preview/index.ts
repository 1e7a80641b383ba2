// The release preview feature's public face: app/ composes it into the panel from here (eslint.config.mjs).
export { ReleasePreview, type ReleasePreviewProps } from './ReleasePreview';
