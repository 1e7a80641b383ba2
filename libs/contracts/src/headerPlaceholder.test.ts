import {
  HEADER_PLACEHOLDER_STYLESHEET,
  headerPlaceholderClassName,
  headerPlaceholderStylesheet,
} from './headerPlaceholder';

describe('the header placeholder', () => {
  it("names the reduced header, and the full one with the app banner's row where the banner will show", () => {
    expect(headerPlaceholderClassName({ reduced: true, appBanner: true })).toBe(
      'sf-header-placeholder--reduced',
    );
    expect(headerPlaceholderClassName({ reduced: false, appBanner: true })).toBe(
      'sf-header-placeholder sf-header-placeholder--app-banner',
    );
    expect(headerPlaceholderClassName({ reduced: false, appBanner: false })).toBe(
      'sf-header-placeholder',
    );
  });

  it("is published beside the navigation release's manifest", () => {
    expect(headerPlaceholderStylesheet('/remotes/navigation/r42/mf-manifest.json')).toBe(
      `/remotes/navigation/r42/${HEADER_PLACEHOLDER_STYLESHEET}`,
    );
    expect(headerPlaceholderStylesheet('https://cdn.example/navigation/mf-manifest.json')).toBe(
      'https://cdn.example/navigation/header-placeholder.css',
    );
  });
});
