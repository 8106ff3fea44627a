// Takes screenshots of pages at phone and desktop size in both languages, to look at what we built.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir] [path ...]
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const [baseUrl = 'http://localhost:3000', outDir = 'screenshots', ...paths] = process.argv.slice(2);
const PAGES = paths.length ? paths : ['/', '/policy-list/', '/does-not-exist/'];
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const LOCALES = { ko: 'ko-KR', en: 'en-US' };

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
});
for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  for (const [lang, locale] of Object.entries(LOCALES)) {
    const context = await browser.newContext({ viewport, locale, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const path of PAGES) {
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      await page.screenshot({ path: `${outDir}/${name}-${size}-${lang}.png`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${outDir}`);
