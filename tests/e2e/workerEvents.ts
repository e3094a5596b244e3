import { writeFileSync } from 'node:fs';
import { test, type Browser } from '@playwright/test';

/** An event in Chromium's trace, as its JSON writes it. */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  pid: number;
  tid: number;
  id2?: { local?: string };
  args?: Record<string, unknown>;
}

const CATEGORIES = ['ServiceWorker', 'disabled-by-default-ServiceWorker'];

export interface WorkerEvents {
  /**
   * The workers' states, the pages' requests they were given and the events still open, as of now; the recording goes
   * on. The whole record is written beside the test's results (worker-trace.json, for Perfetto or chrome://tracing).
   */
  describe(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Chromium's own record of the site's service workers, for a test to name, when a new worker has not taken over, what
 * the outgoing one was still doing. A page sees only the workers' states; a new worker that calls skipWaiting takes over
 * once the active one has no event in flight, and only the browser knows which events those are. Recorded with
 * Playwright's `browser.startTracing` (Chromium's "ServiceWorker" trace category): each event the browser sends a worker
 * (install, activate, a page's fetch, its waitUntil, a message) begins and ends there, and the fetch events a page sends
 * its worker directly are dispatched and handled on the worker's thread.
 */
export async function recordWorkerEvents(browser: Browser): Promise<WorkerEvents> {
  await browser.startTracing(undefined, { categories: CATEGORIES });
  let recording = true;
  // Kept across descriptions: an event still open began before the last one, perhaps.
  const recorded: TraceEvent[] = [];
  return {
    async describe() {
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
      await browser.startTracing(undefined, { categories: CATEGORIES });
      recorded.push(...(Array.isArray(trace) ? trace : (trace.traceEvents ?? [])));
      writeFileSync(test.info().outputPath('worker-trace.json'), JSON.stringify({ traceEvents: recorded }));
      return describeTrace(recorded);
    },
    async stop() {
      if (recording) await browser.stopTracing();
      recording = false;
    },
  };
}

/** The last changes of the workers' states, then the events still open, each with how long ago it happened. */
function describeTrace(recorded: readonly TraceEvent[]): string {
  const events = recorded.slice().sort((a, b) => a.ts - b.ts);
  const end = events.at(-1)?.ts ?? 0;
  const ago = (ts: number) => `${((end - ts) / 1e6).toFixed(1)} s ago`;
  const lines: string[] = [];
  // The events the browser sent a worker: begun and ended under one id (nested), numbered from 1 in each worker.
  const open = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (event.name === 'ServiceWorkerVersion::SetStatus') lines.push(`${ago(event.ts)}: a worker ${String(event.args?.['New Status'])}`);
    if (/^ServiceWorkerVersion::(StopWorker|OnStoppedInternal|StartWorker \(instant\))$/.test(event.name) && event.ph !== 'e')
      lines.push(`${ago(event.ts)}: ${event.name}${event.args?.Purpose ? ` (${String(event.args.Purpose)})` : ''}`);
    // A page's request reaching the registration, and where it went from there.
    // (Each step is also drawn as a flow from the one before: only the step itself, 'X', is named.)
    if (event.ph === 'X' && event.name === 'ServiceWorkerControlleeRequestHandler::MaybeCreateLoader')
      lines.push(`${ago(event.ts)}: a page asked for ${String(event.args?.URL)}`);
    if (event.ph === 'X' && event.name === 'ServiceWorkerControlleeRequestHandler::ContinueWithActivatedVersion')
      lines.push(`${ago(event.ts)}: the page's request: ${String(event.args?.Info)}`);
    if (event.ph === 'X' && event.name === 'EmbeddedWorkerInstance::RequestTermination')
      lines.push(`${ago(event.ts)}: a worker asked to stop, idle; stopped: ${String(event.args?.will_be_terminated)}`);
    if (event.name !== 'ServiceWorkerVersion::Request') continue;
    if (event.ph === 'b') {
      const { 'Event type': type, 'Request id': id, Handled: handled, Error: error } = event.args ?? {};
      lines.push(
        `${ago(event.ts)}: a worker given ${String(type)} #${String(id)}${handled === false ? ' (Handled: false)' : ''}${error ? `, ${String(error)}` : ''}`,
      );
    }
    const key = `${event.pid} ${event.id2?.local}`;
    const stack = open.get(key) ?? [];
    if (event.ph === 'b') stack.push(event);
    else stack.pop();
    open.set(key, stack);
  }
  for (const event of [...open.values()].flat().sort((a, b) => a.ts - b.ts))
    lines.push(`still open: ${String(event.args?.['Event type'])} #${String(event.args?.['Request id'])}, begun ${ago(event.ts)}`);
  // The fetch events a worker's thread was given and has not handled.
  const pending = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const key = `${event.pid} ${event.tid}`;
    if (event.ph !== 'X') continue;
    if (event.name === 'ServiceWorkerGlobalScope::DispatchFetchEventInternal') pending.set(key, [...(pending.get(key) ?? []), event]);
    if (event.name === 'ServiceWorkerGlobalScope::DidHandleFetchEvent') pending.get(key)?.shift();
  }
  for (const event of [...pending.values()].flat()) lines.push(`a fetch event not handled: ${String(event.args?.url)}, dispatched ${ago(event.ts)}`);
  return lines.slice(-60).join('\n');
}
