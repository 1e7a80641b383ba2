/** Where the whole API is mounted on the storefront's origin: every route below is `/service/…`. */
export const SERVICE_PREFIX = '/service';
