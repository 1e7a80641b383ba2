/** @jsxRuntime automatic */
// The document server renders the frame on its own thread through tsx, which reads the JSX setting
// from the tsconfig.json it finds from its working directory: a host started elsewhere (a fleet
// host in a folder of its own) found none and compiled classic JSX, and the first browser-rendered
// frame threw "React is not defined" and ended the host. The pragma holds without a tsconfig.
import type { ReactNode } from 'react';
import { headerPlaceholderClassName } from '@storefront/contracts';

/**
 * Global class names of the page frame (styled in App.css; the header placeholder's are contracts'
 * and navigation's, headerPlaceholder.ts).
 */
export const FRAME_CLASSES = {
  skipLink: 'sf-skip-link',
  main: 'sf-main',
  /** A box-less wrapper (display: contents) around every slot: its on-demand hydration and held clicks. */
  slot: 'sf-slot',
} as const;

/*
 * The frame's parts, written once: the shell's App renders them around the slots, and the document
 * server renders FirstFrame to markup (apps/document-server/src/document.ts) for a page the browser
 * renders, so the heading paints before any script runs and the shell's first render replaces it
 * with the same geometry. No styles imported and no hooks here: the document server's thread
 * renders them without the shell's bundle.
 */

export function SkipLink({ text }: { text: string }) {
  return (
    <a className={FRAME_CLASSES.skipLink} href="#main">
      {text}
    </a>
  );
}

/** The header's reserved place while the navigation remote loads, sized by navigation's published stylesheet. */
export function HeaderPlaceholder({
  reduced,
  appBanner,
}: {
  reduced: boolean;
  appBanner: boolean;
}) {
  return <div className={headerPlaceholderClassName({ reduced, appBanner })} aria-hidden="true" />;
}

export function Main({ children }: { children?: ReactNode }) {
  return (
    <main id="main" className={FRAME_CLASSES.main} tabIndex={-1}>
      {children}
    </main>
  );
}

export interface FirstFrameProps {
  skipLinkText: string;
  reduced: boolean;
  /** The app-install banner will show (its row is reserved), as far as the request tells. */
  appBanner: boolean;
  /** The page's heading where the server knows it (the pages table's frameHeading). */
  heading?: string;
}

/** The frame as the shell's first render draws it, before any slot: skip link, the header's place, main with the heading. */
export function FirstFrame({ skipLinkText, reduced, appBanner, heading }: FirstFrameProps) {
  return (
    <>
      <SkipLink text={skipLinkText} />
      <HeaderPlaceholder reduced={reduced} appBanner={appBanner} />
      <Main>{heading ? <h1>{heading}</h1> : null}</Main>
    </>
  );
}
