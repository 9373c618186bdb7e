import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_STORE_SETTINGS } from '../../common/settings/contracts';
import { DEFAULT_STORE_ORIGIN, setStoreOrigin } from '../http/public-origin';
import { invoicePdfStore } from './invoice-file';
import { renderInvoicePdf } from './invoice-pdf';
import { sampleInvoice } from './invoice.fixture';

async function pdfText(website: ReturnType<typeof invoicePdfStore>) {
  const pdf = await getDocumentProxy((await renderInvoicePdf(sampleInvoice(), website)).slice());
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

describe("the invoice PDF's website", () => {
  afterEach(() => setStoreOrigin(DEFAULT_STORE_ORIGIN));

  it("is the public origin's host (PUBLIC_URL), with the settings' name and support address", async () => {
    setStoreOrigin('https://tienda.example');
    const store = invoicePdfStore(DEFAULT_STORE_SETTINGS);
    expect(store).toEqual({ store_name: DEFAULT_STORE_SETTINGS.store_name, support_email: DEFAULT_STORE_SETTINGS.support_email, website: 'tienda.example' });
    expect(await pdfText(store)).toContain('tienda.example');
  });

  it("is the instance's own address without PUBLIC_URL", () => {
    expect(invoicePdfStore(DEFAULT_STORE_SETTINGS).website).toBe('localhost:3000');
    expect(invoicePdfStore(DEFAULT_STORE_SETTINGS, 'http://192.168.1.20:8080').website).toBe('192.168.1.20:8080');
  });
});
