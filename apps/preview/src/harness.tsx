import { renderHarness } from '@storefront/ui';
import PreviewPanel from './expose/PreviewPanel';

// `pnpm --filter @storefront/preview dev`: the remote alone, e.g. http://localhost:3106/?site=HU
renderHarness('preview', PreviewPanel);
