/** One namespace per domain; each remote reads only its own plus `common`. */
export const NAMESPACES = ['common', 'shell', 'navigation', 'search', 'cart', 'newsletter', 'footer', 'preview', 'ui', 'login'] as const;
export type Namespace = (typeof NAMESPACES)[number];
