/**
 * The namespaces whose texts ship with this library: the page-wide `common`, the design system's
 * `ui`, and the shell's own pages (`shell`, `login`). Each remote ships its own namespace, named
 * like the remote (`RemoteName` in contracts), in its own build and registers it with
 * `registerTexts` (docs/architecture/composition.md, "Texts belong to their remote").
 */
export const NAMESPACES = ['common', 'shell', 'ui', 'login'] as const;
export type Namespace = (typeof NAMESPACES)[number];
