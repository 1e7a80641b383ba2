import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import {
  DEFAULT_FOOTER_WIDTH,
  choosePlatform,
  footerPlatform,
  switchTarget,
  useFooterPlatform,
} from './footerPlatform';

function PlatformProbe() {
  return createElement('output', null, useFooterPlatform());
}

describe('footer platform', () => {
  it('NFPL-9-5: guesses by width without a chosen view: below 768 MATCH, below 1280 TABLET, else CLASSIC', () => {
    expect(footerPlatform('', 767)).toBe('MATCH');
    expect(footerPlatform('', 768)).toBe('TABLET');
    expect(footerPlatform('', 1279)).toBe('TABLET');
    expect(footerPlatform('', 1280)).toBe('CLASSIC');
  });

  it('follows the view chosen in the platform cookie', () => {
    expect(footerPlatform('platform=CLASSIC', 400)).toBe('CLASSIC');
    expect(footerPlatform('platform=SMARTPHONE', 1600)).toBe('SMARTPHONE');
  });

  it('NFPL-2.2-16: switches to the desktop view from any mobile view and back, persisting it in the cookie', () => {
    expect(switchTarget('MATCH')).toBe('CLASSIC');
    expect(switchTarget('TABLET')).toBe('CLASSIC');
    expect(switchTarget('CLASSIC')).toBe('MATCH');
    const reload = jest.fn();
    choosePlatform('CLASSIC', reload);
    expect(document.cookie).toContain('platform=CLASSIC');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('NFPL-9-6: assumes the desktop width 20000 until it has measured the window, then follows it', () => {
    // NFPL-9-6: the spec's default footer width, literally.
    expect(DEFAULT_FOOTER_WIDTH).toBe(20000);
    document.cookie = 'platform=; max-age=0; path=/';
    const width = window.innerWidth;
    window.innerWidth = 375;
    try {
      // The first render (and a server render) does not read the window.
      expect(renderToString(createElement(PlatformProbe))).toBe('<output>CLASSIC</output>');
      render(createElement(PlatformProbe));
      expect(screen.getByRole('status')).toHaveTextContent('MATCH');
    } finally {
      window.innerWidth = width;
    }
  });
});
