import '@storefront/ui/src/tokens/tokens.css';
import { yieldToMain } from './startup/yieldToMain';

/**
 * The shell's start, a task a step (Lighthouse's TBT counts each task's time over 50 ms;
 * evaluated at once, the shell's modules were one task of 240 ms at 4x CPU). Each module named
 * here is in the page's first files already (webpackMode "eager": no request of its own); its
 * `import()` only decides when it is evaluated.
 */
async function start(): Promise<void> {
  // The page state is validated with the contracts' schemas, built as that library is evaluated
  // (zod's builders: about 80 ms at 4x CPU), a task before the parse and the platform library.
  await import('@storefront/contracts');
  await yieldToMain();
  const { readInitialState } = await import(/* webpackMode: "eager" */ './state/initialState');
  const state = readInitialState();
  await yieldToMain();
  const [{ registerRegistry }, { startHealthReports }, { startCrossTab }] = await Promise.all([
    import(/* webpackMode: "eager" */ './federation/registry'),
    import(/* webpackMode: "eager" */ './features/health'),
    import(/* webpackMode: "eager" */ './features/cross-tab'),
  ]);
  registerRegistry(state.registry, state.registryIntegrity);
  // Each slot's load and render, per release of this shopper's cohort, and the page's web vitals.
  startHealthReports(state.site, state.registry, state.served);
  // Before any remote renders, so the first cart or login event of this page already crosses tabs.
  startCrossTab(state.site);
  await yieldToMain();
  // Resolve the shared singletons once before any remote loads, so two remotes loading at the same
  // time cannot each pick their own copy (federation notes: raw keys, NO_I18NEXT_INSTANCE).
  // i18next's evaluation alone is about 40 ms at 4x CPU: a task of its own.
  await import('i18next');
  await yieldToMain();
  await Promise.all([import('jotai'), import('react-i18next')]);
  const { initI18n } = await import(/* webpackMode: "eager" */ '@storefront/i18n');
  await initI18n(state.locale, ['common', 'shell', 'ui']);
  await yieldToMain();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  const { renderPage } = await import(/* webpackMode: "eager" */ './startup/renderPage');
  await yieldToMain();
  await renderPage(state);
}

void start();
