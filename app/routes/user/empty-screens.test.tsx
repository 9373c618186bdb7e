import { describe, expect, it } from 'vitest';
import { meta as couponsMeta } from './coupons';
import { meta as invoicesMeta } from './invoices';
import { meta as ordersMeta } from './orders';
import { meta as supportMeta } from './support';

// Every customer-area screen now loads its data (the last placeholder, Facturas, came with issue 22;
// its empty state is in invoices.test.tsx). What stays common to them is how they title the document.

describe('customer-area screens', () => {
  it("titles each document 'Pantalla · Tienda Diverso'", () => {
    expect(ordersMeta()[0]).toEqual({ title: 'Pedidos · Tienda Diverso' });
    expect(couponsMeta()[0]).toEqual({ title: 'Cupones · Tienda Diverso' });
    expect(supportMeta()[0]).toEqual({ title: 'Soporte · Tienda Diverso' });
    expect(invoicesMeta()[0]).toEqual({ title: 'Facturas · Tienda Diverso' });
  });
});
