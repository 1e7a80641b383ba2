import './tokens/tokens.css';

export { renderHarness } from './harness/renderHarness';
export { Button, type ButtonProps } from './components/Button';
export { ProductTile, type ProductTileProps } from './components/ProductTile';
