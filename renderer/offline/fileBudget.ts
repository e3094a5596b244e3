import type { SerwistPlugin } from 'serwist';

/** The header a saved file carries: its size in bytes. */
const SAVED_BYTES = 'x-saved-bytes';

/**
 * A cache of photos and documents kept under `maxBytes` in all (Serwist's own ExpirationPlugin counts entries, not
 * bytes): each file is saved with its size, and after each save the files saved longest ago are dropped until the rest
 * fit. A file read again online is saved again, so the ones dropped are those least recently read. A file larger than
 * the whole budget is not saved.
 */
export const fileBudget = (maxBytes: number): SerwistPlugin => ({
  async cacheWillUpdate({ response }) {
    if (response.status !== 200) return null;
    const body = await response.blob();
    if (body.size > maxBytes) return null;
    const headers = new Headers(response.headers);
    headers.delete('content-encoding');
    headers.set('content-length', String(body.size));
    headers.set(SAVED_BYTES, String(body.size));
    return new Response(body, { status: 200, statusText: response.statusText, headers });
  },
  async cacheDidUpdate({ cacheName }) {
    const cache = await caches.open(cacheName);
    // A cache lists its entries in the order they were saved, a file saved again last.
    const keys = await cache.keys();
    const sizes = await Promise.all(keys.map(async (key) => Number((await cache.match(key))?.headers.get(SAVED_BYTES) ?? 0)));
    let total = sizes.reduce((sum, size) => sum + size, 0);
    for (let oldest = 0; total > maxBytes && oldest < keys.length - 1; oldest++) {
      await cache.delete(keys[oldest]);
      total -= sizes[oldest];
    }
  },
});
