/** Now in seconds, the unit of the exp and ren claims (spec 9). */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
