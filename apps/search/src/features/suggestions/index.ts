// The suggestions feature's public face: other features import it from here, never from its files (eslint.config.mjs).
export * from './SuggestionPanel';
export * from './productLink';
export * from './suggestionsApi';
export * from './useSuggestions';
