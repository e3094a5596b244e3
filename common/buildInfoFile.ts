/**
 * The name of the file that says what the site was built from (common/buildInfo.ts), on its own: the service worker
 * imports it to leave that file to the network, and must not bundle the schema's zod with it.
 */
export const BUILD_INFO_FILE = 'build.json';
