import { chromium, type Browser } from 'playwright-core';

/** Chromium's flags on this machine (no downloads, no sandbox as root); the browser tests launch it the same way. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/**
 * One Chromium per worker process, launched on first use and kept open for every report (a new
 * context per job, so jobs share nothing). When it dies (crash, killed) the next job launches a
 * new one: a job that found it dead mid-way is tried once more on the new browser.
 */
export class PdfRenderer {
  private browser: Promise<Browser> | null = null;
  /** How many times a browser was launched (1 while the first one lives). */
  launches = 0;

  constructor(private readonly executablePath: string) {}

  private launch(): Promise<Browser> {
    if (!this.browser) {
      this.launches++;
      const launching = chromium.launch({ executablePath: this.executablePath, args: CHROMIUM_FLAGS }).then(
        (b) => {
          b.on('disconnected', () => {
            if (this.browser === launching) this.browser = null;
          });
          return b;
        },
        (e: unknown) => {
          if (this.browser === launching) this.browser = null;
          throw e;
        },
      );
      this.browser = launching;
    }
    return this.browser;
  }

  async render(html: string, options: { landscape?: boolean } = {}): Promise<Buffer> {
    try {
      return await this.renderOnce(html, options);
    } catch (e) {
      const b = this.browser ? await this.browser.catch(() => null) : null;
      if (b?.isConnected()) throw e;
      this.browser = null; // died under this job: once more on a fresh browser
      return this.renderOnce(html, options);
    }
  }

  private async renderOnce(html: string, options: { landscape?: boolean }): Promise<Buffer> {
    const browser = await this.launch();
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.setContent(html, { waitUntil: 'load' });
      return await page.pdf({
        format: 'A4',
        landscape: options.landscape ?? false,
        printBackground: true,
        margin: { top: '12mm', bottom: '14mm', left: '10mm', right: '10mm' },
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate:
          '<div style="font-size:8px;width:100%;text-align:center;color:#555">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>',
      });
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    const b = this.browser;
    this.browser = null;
    if (b) await (await b).close();
  }
}
