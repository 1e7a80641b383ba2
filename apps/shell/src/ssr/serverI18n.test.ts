/** @jest-environment node */
import i18next from 'i18next';
import { serverI18n } from './serverI18n';

describe('the i18next instance of a server-rendered page', () => {
  it('is each page’s own (language, options), with texts loaded once per worker that no page can change', async () => {
    const loader = jest.fn(async () => ({ greeting: 'Guten Tag' }));
    const first = await serverI18n('de-DE', ['footer'], new Map([['footer', loader]]));
    expect(first.t('footer:greeting')).toBe('Guten Tag');
    expect(() =>
      first.addResource('de-DE', 'footer', 'greeting', 'Written by another team'),
    ).toThrow(TypeError);
    expect(() => first.addResourceBundle('de-DE', 'cart', { total: 'x' })).toThrow(TypeError);
    await first.changeLanguage('tr-TR');

    const next = await serverI18n('de-DE', ['footer'], new Map([['footer', loader]]));
    expect(next).not.toBe(first);
    expect(next.language).toBe('de-DE');
    expect(next.t('footer:greeting')).toBe('Guten Tag');
    expect(next.hasResourceBundle('de-DE', 'cart')).toBe(false);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('takes a release’s own texts: another loader of the same namespace gets an instance of its own', async () => {
    const before = await serverI18n(
      'hu-HU',
      ['footer'],
      new Map([['footer', async () => ({ greeting: 'régi' })]]),
    );
    const after = await serverI18n(
      'hu-HU',
      ['footer'],
      new Map([['footer', async () => ({ greeting: 'új' })]]),
    );
    expect(before.t('footer:greeting')).toBe('régi');
    expect(after.t('footer:greeting')).toBe('új');
  });

  it('loads a namespace that failed again for the next page instead of keeping it missing', async () => {
    const loader = jest
      .fn()
      .mockRejectedValueOnce(new Error('unreachable'))
      .mockResolvedValue({ greeting: 'Dobrý den' });
    const first = await serverI18n('cs-CZ', ['footer'], new Map([['footer', loader]]));
    expect(first.t('footer:greeting')).toBe('greeting');
    await Promise.resolve();
    const next = await serverI18n('cs-CZ', ['footer'], new Map([['footer', loader]]));
    expect(next.t('footer:greeting')).toBe('Dobrý den');
  });

  it('builds the instance again for the next page when it could not be built, instead of failing every page after', async () => {
    const loaders = new Map([['footer', async () => ({ greeting: 'Dzień dobry' })]]);
    const createInstance = jest.spyOn(i18next, 'createInstance').mockImplementationOnce(() => {
      throw new Error('i18next could not start');
    });
    await expect(serverI18n('pl-PL', ['footer'], loaders)).rejects.toThrow(
      'i18next could not start',
    );
    createInstance.mockRestore();
    const next = await serverI18n('pl-PL', ['footer'], loaders);
    expect(next.t('footer:greeting')).toBe('Dzień dobry');
  });
});
