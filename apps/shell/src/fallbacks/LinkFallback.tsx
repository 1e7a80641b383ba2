import type { RemoteName } from '@storefront/contracts';

/** A remote's place reduced to one link to the page that does its job. */
export function LinkFallback({
  remote,
  href,
  text,
}: {
  remote: RemoteName;
  href: string;
  text: string;
}) {
  return (
    <a href={href} data-fallback={remote}>
      {text}
    </a>
  );
}
