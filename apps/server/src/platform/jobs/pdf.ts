import { chromium, type Browser } from 'playwright-core';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** One Chromium per worker process, launched on first use, reused for every report. */
export class PdfRenderer {
  private browser: Promise<Browser> | null = null;

  constructor(private readonly executablePath: string) {}

  private launch(): Promise<Browser> {
    this.browser ??= chromium.launch({ executablePath: this.executablePath, args: FLAGS }).catch((e: unknown) => {
      this.browser = null;
      throw e;
    });
    return this.browser;
  }

  async render(html: string, options: { landscape?: boolean } = {}): Promise<Buffer> {
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
      await context.close();
    }
  }

  async close(): Promise<void> {
    const b = this.browser;
    this.browser = null;
    if (b) await (await b).close();
  }
}
