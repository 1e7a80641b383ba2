import { render, screen } from '@testing-library/react';
import { ResponsiveImage } from './ResponsiveImage';
import {
  chooseDerivative,
  cutoutMinWidth,
  DEFAULT_TEASER_SIZE,
  derivativeUrl,
  FALLBACK_IMAGE_WIDTH,
  rewriteImagePath,
} from './images';

describe('image paths', () => {
  it('rewrites the image-delivery path to /img', () => {
    // HSC-5-11: an image source path is rewritten from the image-delivery path to /img.
    expect(rewriteImagePath('/image-delivery/teaser/kaffee.jpg')).toBe('/img/teaser/kaffee.jpg');
    expect(rewriteImagePath('https://media.example.com/image-delivery/a.jpg')).toBe('/img/a.jpg');
    expect(rewriteImagePath('/img/a.jpg')).toBe('/img/a.jpg');
    expect(rewriteImagePath('/other/image-delivery/a.jpg')).toBe('/other/image-delivery/a.jpg');
    expect(derivativeUrl('/image-delivery/a.jpg', { width: 488, height: 287 })).toBe(
      '/img/a.jpg?w=488&h=287',
    );
    expect(derivativeUrl('/image-delivery/a.jpg?v=2', { width: 500 })).toBe('/img/a.jpg?v=2&w=500');
  });

  it('maps breakpoint names to px', () => {
    expect(cutoutMinWidth('m')).toBe(767);
    expect(cutoutMinWidth('1024')).toBe(1024);
    expect(cutoutMinWidth(undefined)).toBe(0);
    expect(cutoutMinWidth('huge')).toBe(0);
  });
});

describe('chooseDerivative', () => {
  const derivatives = [
    { width: 488, height: 287 },
    { width: 976, height: 574 },
    { width: 400, height: 300 },
  ];

  it('defaults to the 488x287 teaser', () => {
    // HSC-9-4: the default teaser image is 488 by 287.
    expect(DEFAULT_TEASER_SIZE).toEqual({ width: 488, height: 287 });
    expect(chooseDerivative()).toEqual({ width: 488, height: 287 });
    expect(chooseDerivative(undefined, derivatives)).toEqual({ width: 488, height: 287 });
  });

  it('takes the smallest derivative of the same shape that is wide enough, else the widest', () => {
    expect(chooseDerivative({ width: 600, height: 353 }, derivatives)).toEqual({
      width: 976,
      height: 574,
    });
    expect(chooseDerivative({ width: 2000, height: 1176 }, derivatives)).toEqual({
      width: 976,
      height: 574,
    });
    expect(chooseDerivative({ width: 200, height: 150 }, derivatives)).toEqual({
      width: 400,
      height: 300,
    });
  });

  it('counts a ratio within 5 percent as the same shape, beyond it not', () => {
    const teaser = 488 / 287;
    // HSC-9-4: the derivative tolerance is 5 percent.
    // 4.9 percent wider than the teaser's ratio: still a teaser.
    expect(
      chooseDerivative({ width: Math.round(287 * teaser * 1.049), height: 287 }, derivatives),
    ).toEqual({ width: 976, height: 574 });
    expect(
      chooseDerivative({ width: 1000, height: Math.round(1000 / (teaser * 0.955)) }, derivatives),
    ).toEqual({ width: 976, height: 574 });
    // 5.5 percent off: no derivative fits, so the fallback width.
    expect(
      chooseDerivative({ width: Math.round(287 * teaser * 1.055), height: 287 }, derivatives),
    ).toEqual({ width: FALLBACK_IMAGE_WIDTH });
  });

  it('falls back to width 500 when no derivative has the shape or the size is broken', () => {
    // HSC-9-4: the fallback width is 500.
    expect(FALLBACK_IMAGE_WIDTH).toBe(500);
    expect(chooseDerivative({ width: 300, height: 900 }, derivatives)).toEqual({ width: 500 });
    expect(chooseDerivative({ width: 0, height: 0 }, derivatives)).toEqual({ width: 500 });
    expect(chooseDerivative({ width: 488, height: 287 }, [])).toEqual({ width: 500 });
  });
});

describe('ResponsiveImage', () => {
  it('renders one source per breakpoint, widest first, and the base cutout as img', () => {
    const { container } = render(
      <ResponsiveImage
        alt="Kaffee des Monats"
        cutouts={[
          { imagePath: '/image-delivery/small.jpg', targetSize: { width: 273, height: 273 } },
          {
            imagePath: '/image-delivery/desktop.jpg',
            targetSize: { width: 400, height: 300 },
            breakpoint: 'xl',
          },
          {
            imagePath: '/image-delivery/tablet.jpg',
            targetSize: { width: 488, height: 287 },
            breakpoint: 'm',
          },
        ]}
      />,
    );
    const sources = [...container.querySelectorAll('source')].map((source) => [
      source.getAttribute('media'),
      source.getAttribute('srcset'),
    ]);
    // HSC-9-3: the cutouts' breakpoints as media queries (xl 1023, m 767).
    expect(sources).toEqual([
      ['(min-width: 1023px)', '/img/desktop.jpg?w=400&h=300'],
      ['(min-width: 767px)', '/img/tablet.jpg?w=488&h=287'],
    ]);
    const image = screen.getByRole('img', { name: 'Kaffee des Monats' });
    expect(image).toHaveAttribute('src', '/img/small.jpg?w=273&h=273');
    expect(image).toHaveAttribute('width', '273');
  });

  it('renders nothing without cutouts', () => {
    const { container } = render(<ResponsiveImage alt="" cutouts={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
