import { inlinedStylesPlugin } from './inlinedStylesPlugin';

type CreateLink = (args: {
  url: string;
  attrs?: Record<string, string>;
}) => HTMLLinkElement | undefined;

describe('stylesheets the server inlined are not linked again (issue 27 item 2)', () => {
  afterEach(() => (document.head.innerHTML = ''));

  it('hands back a link that is never attached for a sheet in a <style data-href>, whatever the address form; nothing for any other', () => {
    document.head.innerHTML =
      '<style data-href="/remotes/footer/__federation_expose_Footer.c95090c1.css">footer{}</style>';
    const createLink = inlinedStylesPlugin('http://de.localhost:3000/')
      .createLink as unknown as CreateLink;
    const same = createLink({
      url: 'http://de.localhost:3000/remotes/footer/__federation_expose_Footer.c95090c1.css',
      attrs: { rel: 'stylesheet' },
    });
    expect(same).toBeInstanceOf(HTMLLinkElement);
    expect(same?.isConnected).toBe(false);
    expect(
      createLink({
        url: '/remotes/footer/__federation_expose_Footer.c95090c1.css',
        attrs: { rel: 'preload', as: 'style' },
      }),
    ).toBeInstanceOf(HTMLLinkElement);
    expect(
      createLink({
        url: 'http://de.localhost:3000/remotes/cart/__federation_expose_CartPage.0a1b2c3d.css',
        attrs: { rel: 'stylesheet' },
      }),
    ).toBeUndefined();
    expect(
      createLink({
        url: 'http://cdn.example/remotes/footer/__federation_expose_Footer.c95090c1.css',
      }),
    ).toBeUndefined();
  });
});
