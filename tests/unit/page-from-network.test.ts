import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageFromNetwork, SLOW, withinLimit } from '../../renderer/offline/pageFromNetwork.ts';

/**
 * The service worker's one request for a page (renderer/offline/pageFromNetwork.ts), without a worker: what the network
 * answered, or undefined for a failure however it comes, from one request as the browser made it; and the race against
 * the slow link's limit, on the test's own clock.
 */
const PAGE = 'https://college.example/notices';

/** A fetch that answers each request with what `answer` gives, keeping the requests it was given. */
function network(answer: () => Promise<Response>) {
  const asked: Request[] = [];
  return {
    asked,
    fetch: (request: Request) => {
      asked.push(request);
      return answer();
    },
  };
}

describe('a page from the network', () => {
  it('is the network’s answer, from one request: the request the browser made, as it made it', async () => {
    const request = new Request(PAGE, { redirect: 'manual' });
    const host = network(async () => new Response('<title>Notices</title>', { headers: { 'content-type': 'text/html' } }));
    const answer = await pageFromNetwork(request, host.fetch);
    expect(await answer?.text()).toBe('<title>Notices</title>');
    expect(host.asked).toEqual([request]);
    expect(host.asked[0].redirect).toBe('manual');
  });

  it('is the host’s error page when the host answers with one: a page taken down is an answer, not a failure', async () => {
    const host = network(async () => new Response('gone', { status: 404 }));
    expect((await pageFromNetwork(new Request(PAGE), host.fetch))?.status).toBe(404);
  });

  it('is nothing when the network failed, by a rejection or by a response of type "error" (Firefox)', async () => {
    const refused = network(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await pageFromNetwork(new Request(PAGE), refused.fetch)).toBeUndefined();
    const errored = network(async () => Response.error());
    expect(await pageFromNetwork(new Request(PAGE), errored.fetch)).toBeUndefined();
    expect([refused.asked.length, errored.asked.length]).toEqual([1, 1]);
  });
});

describe('the slow link’s limit', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the answer that came within it', async () => {
    vi.useFakeTimers();
    const answer = new Promise<string>((resolve) => setTimeout(() => resolve('page'), 2_999));
    const raced = withinLimit(answer, 3_000);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await raced).toBe('page');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('says SLOW once it has passed, the answer going on to come later', async () => {
    vi.useFakeTimers();
    const answer = new Promise<string>((resolve) => setTimeout(() => resolve('page'), 5_000));
    const raced = withinLimit(answer, 3_000);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await raced).toBe(SLOW);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await answer).toBe('page');
  });
});
