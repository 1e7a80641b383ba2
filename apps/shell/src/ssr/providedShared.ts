// A module a remote's server container consumes must be PROVIDED by this host (the containers
// carry no copy, tools/webpack/remote.cjs `import: false`), and webpack provides only the shared
// modules the host's own code imports. The page's render imports most of them anyway; these
// imports make sure of it, whatever the render uses (`react/jsx-runtime` under the `react/`
// prefix in particular, which compiled JSX asks for and createElement never does).
import * as jsxRuntime from 'react/jsx-runtime';
import * as react from 'react';
import * as reactDomServer from 'react-dom/server';
import * as jotai from 'jotai';
import * as i18next from 'i18next';
import * as reactI18next from 'react-i18next';
import * as contracts from '@storefront/contracts';
import * as platform from '@storefront/platform';
import * as i18n from '@storefront/i18n';
import * as ui from '@storefront/ui';

/** Every shared module, so none of the imports above is dropped as unused. */
export const PROVIDED_SHARED = {
  'react/jsx-runtime': jsxRuntime,
  react,
  'react-dom/server': reactDomServer,
  jotai,
  i18next,
  'react-i18next': reactI18next,
  '@storefront/contracts': contracts,
  '@storefront/platform': platform,
  '@storefront/i18n': i18n,
  '@storefront/ui': ui,
};
