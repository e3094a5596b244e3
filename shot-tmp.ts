import { chromium } from '@playwright/test';
import { startServer } from './scripts/serve.ts';
import { VIEWER_BROWSER } from './scripts/testBrowser.ts';
const server = await startServer({ root: 'dist-fixture/client', port: 0, base: '/' });
const port = (server.address() as { port: number }).port;
const browser = await chromium.launch({ executablePath: VIEWER_BROWSER, args: ['--no-sandbox'] });
for (const [route, name] of [['/home/missionVision', 'text'], ['/calender/academicCalender/year2023', 'cal']] as const)
  for (const width of [375, 1280])
    for (const scheme of ['light', 'dark'] as const) {
      const mobile = width === 375;
      const ctx = await browser.newContext({ viewport: { width, height: 900 }, isMobile: mobile, hasTouch: mobile, colorScheme: scheme, serviceWorkers: 'block' });
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(`http://127.0.0.1:${port}${route}`);
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shot-${name}-${width}-${scheme}.png` });
      console.log(name, width, scheme, 'iframes', await page.locator('main iframe').count(), 'imgs', await page.locator('main picture img').count(), errors);
      await ctx.close();
    }
await browser.close(); server.close();
