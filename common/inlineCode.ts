import { themeBootScript } from './themeBootScript.ts';
import { pageCssBlocks, shellCss } from './criticalCss.ts';

/**
 * Every inline <script> and <style> body the site's own code writes into a page. The Content-Security-Policy
 * allows exactly these by hash; any other inline script found in the output (say, from content) fails the build.
 */
export const ownInlineScripts: readonly string[] = [themeBootScript];

/** Inline <style> bodies the shell writes: the shell's CSS and each page CSS block (common/criticalCss.ts). */
export const ownInlineStyles: readonly string[] = [shellCss, ...pageCssBlocks.map((block) => block.css)];
