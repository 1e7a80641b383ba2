import { themeWorldCrop } from './themeWorldImage';

const image = (derivative: string, x: number, y: number, zoom: number) => ({
  desktopImg: { derivative, cutout: { focusPoint: { x, y }, zoom } },
});

// HSC-3.5-3: the desktop image's derivative and cutout decide the card's crop.
describe('a theme world card’s crop', () => {
  it('keeps the cutout’s focus point in view and zooms around it, in the steps the style sheet has', () => {
    expect(themeWorldCrop(image('488x287', 0.3, 0.6, 1.2))).toEqual({
      width: 488,
      height: 287,
      focusX: 30,
      focusY: 60,
      zoom: 12,
    });
    expect(themeWorldCrop(image('488x287', 0.04, 0.96, 1.26))).toMatchObject({
      focusX: 0,
      focusY: 100,
      zoom: 13,
    });
  });

  it('shows a derivative at its own size within 5 % of the default teaser image’s shape, else at the default 488 by 287', () => {
    // At the spec's 5 %: 1000 × 561 is 4.8 % wider than the teaser, 1000 × 555 is 6.0 % wider.
    expect(themeWorldCrop(image('1000x561', 0.5, 0.5, 1))).toMatchObject({ width: 1000 });
    expect(themeWorldCrop(image('1000x555', 0.5, 0.5, 1))).toMatchObject({ width: 488 });
    // 500 × 300 is 2.0 % off the teaser's shape; 600 × 300 is 17.6 % off.
    expect(themeWorldCrop(image('500x300', 0.5, 0.5, 1))).toMatchObject({
      width: 500,
      height: 300,
    });
    expect(themeWorldCrop(image('600x300', 0.5, 0.5, 1))).toMatchObject({
      width: 488,
      height: 287,
    });
    expect(themeWorldCrop(image('wide', 0.5, 0.5, 1))).toMatchObject({ width: 488, height: 287 });
  });

  it('holds what a content editor may type in the bounds: a focus off the picture, a zoom out or past 2', () => {
    expect(themeWorldCrop(image('488x287', -1, 7, 0.5))).toMatchObject({
      focusX: 0,
      focusY: 100,
      zoom: 10,
    });
    expect(themeWorldCrop(image('488x287', Number.NaN, 0.5, 9))).toMatchObject({
      focusX: 0,
      zoom: 20,
    });
  });

  it('shows the picture whole and centred at the default size without a desktop image', () => {
    expect(themeWorldCrop({})).toEqual({
      width: 488,
      height: 287,
      focusX: 50,
      focusY: 50,
      zoom: 10,
    });
  });
});
