import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

/**
 * Every page is prerendered to HTML and ships no page JavaScript (clientHooks: false).
 * +client.ts adds the shell's few behaviours and hydrates only the islands a page contains.
 */
export default {
  extends: [vikeReact],
  prerender: true,
  clientHooks: false,
  lang: 'en-IN',
  passToClient: [],
} satisfies Config;
