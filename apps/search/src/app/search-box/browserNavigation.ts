/** Leaves the page; a module of its own so tests can observe where a search goes. */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
