import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { initI18n, registerTexts } from './setup';

/** A loader whose locales arrive when the test says so. */
function controlledTexts() {
  const pending = new Map<string, ((texts: Record<string, unknown>) => void)[]>();
  const loader = (locale: string) =>
    new Promise<Record<string, unknown>>((resolve) =>
      pending.set(locale, [...(pending.get(locale) ?? []), resolve]),
    );
  const arrive = async (locale: string, texts: Record<string, unknown>) => {
    await act(async () => {
      for (const resolve of pending.get(locale) ?? []) resolve(texts);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { loader, arrive, asked: () => [...pending.keys()].sort() };
}

function Greeting() {
  const { t } = useTranslation('footer');
  return <p>{t('paymentTitle')}</p>;
}

describe('a namespace in a locale that falls back to another (de-AT → de-DE)', () => {
  it('renders only once its fallback texts are in too, never the key in between, in any slot', async () => {
    const texts = controlledTexts();
    registerTexts('footer', texts.loader);
    await initI18n('de-AT', []);
    render(
      <Suspense fallback={<p>lädt</p>}>
        <Greeting />
      </Suspense>,
    );
    expect(texts.asked()).toEqual(['de-AT', 'de-DE']);
    // The Austrian bundle holds only what differs (here nothing): it arrives first.
    await texts.arrive('de-AT', {});
    // Another slot of the page renders (or hydrates) in this moment, asking for the same namespace.
    render(
      <Suspense fallback={<p>lädt</p>}>
        <Greeting />
      </Suspense>,
    );
    expect(screen.queryByText('paymentTitle')).toBeNull();
    expect(screen.getAllByText('lädt')).toHaveLength(2);
    await texts.arrive('de-DE', { paymentTitle: 'Zahlungsarten und Versandpartner' });
    expect(await screen.findAllByText('Zahlungsarten und Versandpartner')).toHaveLength(2);
  });
});
