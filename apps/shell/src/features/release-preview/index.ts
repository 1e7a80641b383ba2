export { ReleasePreviewNotice } from './ReleasePreviewNotice';
