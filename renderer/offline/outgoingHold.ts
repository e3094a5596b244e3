/**
 * How long the outgoing worker stays in hand after each request it leaves to the network; after a page's, from when the
 * page's window exists, its answer having begun to arrive (serviceWorker.ts). Chromium stops the outgoing worker the
 * moment it has nothing in hand, even with a page's file just sent to it from the page's own process, and that file
 * then fails (docs/offline.md). A page asks for its files within moments of its document arriving: held, the worker is
 * still running for them, and the new worker takes over once pages have stopped asking for that long. A module of its
 * own, so that the takeover test (tests/e2e/offline-takeover.spec.ts) times its pauses from it.
 */
export const HOLD_MS = 1000;
