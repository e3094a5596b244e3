/**
 * The editor on this machine saves through Decap's local proxy (decap-server) when one answers at config.yml's
 * `local_backend` address, as Decap itself decides: only when the editor is opened on localhost. The editor decides it
 * here because Decap's own switch would pick its built-in proxy backend instead of the editor's (guardedBackends.ts).
 * What decap-server answers to its `info` action (`repo`, `publish_modes`) is an internal of decap-server: every browser
 * test of the editor fails without the proxy, the editor then asking for a GitHub sign-in.
 */
import { PROXY_BACKEND } from './mediaGuard.ts';

/** The parts of config.yml this reads and rewrites. */
export interface BackendConfig {
  backend: { name: string; [option: string]: unknown };
  local_backend?: { url: string; allowed_hosts?: string[] };
  publish_mode?: string;
}

/** What decap-server answers to `info`. */
interface ProxyInfo {
  repo?: unknown;
  publish_modes?: unknown;
}

async function proxyInfo(url: string): Promise<ProxyInfo | undefined> {
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action: 'info' }) });
    return response.ok ? ((await response.json()) as ProxyInfo) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The config with its backend chosen: the local proxy's when the editor runs on this machine and the proxy answers
 * (with a publish mode it supports: the file-system proxy publishes at once), else the configured one. Decap is given
 * no `local_backend`, so the choice made here stands.
 */
export async function withBackendChosen<C extends BackendConfig>(config: C, hostname: string): Promise<Omit<C, 'local_backend'>> {
  const { local_backend: local, ...rest } = config;
  const hosts = ['localhost', '127.0.0.1', ...(local?.allowed_hosts ?? [])];
  const info = local && hosts.includes(hostname) ? await proxyInfo(local.url) : undefined;
  if (!local || typeof info?.repo !== 'string' || !Array.isArray(info.publish_modes)) return rest;
  const modes = info.publish_modes as string[];
  return {
    ...rest,
    backend: { ...config.backend, name: PROXY_BACKEND, proxy_url: local.url },
    ...(config.publish_mode && !modes.includes(config.publish_mode) && { publish_mode: modes[0] }),
  };
}
