import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_STORE_SETTINGS } from '@common/settings/contracts';
import { faqGroups } from './faq-entries';

const FAQ_GROUPS = faqGroups(DEFAULT_PUBLIC_STORE_SETTINGS);
import { FaqList } from './faq-list';

function renderFaq() {
  return render(
    <MemoryRouter>
      <FaqList groups={FAQ_GROUPS} />
    </MemoryRouter>,
  );
}

describe('FaqList', () => {
  it('groups the questions under h2 headings, each question closed at first', () => {
    const { container } = renderFaq();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(FAQ_GROUPS.map((g) => g.title));
    const details = container.querySelectorAll('details');
    expect(details.length).toBe(FAQ_GROUPS.flatMap((g) => g.entries).length);
    expect([...details].every((d) => !d.open)).toBe(true);
  });

  it('a click on a question opens its answer, and another click closes it', () => {
    const { container } = renderFaq();
    const details = container.querySelector<HTMLDetailsElement>('details#coste-envio')!;
    const summary = details.querySelector('summary')!;
    expect(summary.textContent).toBe('¿Cuánto cuesta el envío?');
    fireEvent.click(summary);
    expect(details.open).toBe(true);
    fireEvent.click(summary);
    expect(details.open).toBe(false);
  });

  it('answers agree with the store: free shipping from 60 €, 30-day returns, each brand warranty', () => {
    const { container } = renderFaq();
    const text = container.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain('Es gratuito en todos los pedidos a partir de 60 €');
    expect(text).toContain('30 días desde que la recibes');
    expect(text).toContain('reparamos gratis las costuras de por vida');
    expect(text).toContain('2 años de garantía propia');
    expect(screen.getByRole('link', { name: 'Cambios y devoluciones' }).getAttribute('href')).toBe('/help/returns');
  });

  it('promises the payments and order tools the store has: card, Bizum, COD with its fee, transfer; saved cards; cancel and follow', () => {
    const { container } = render(
      <MemoryRouter>
        <FaqList groups={faqGroups({ ...DEFAULT_PUBLIC_STORE_SETTINGS, cash_on_delivery_fee: 3.5, bank_transfer_iban: 'ES91 2100 0418 4502 0005 1332' })} />
      </MemoryRouter>,
    );
    const payment = container.querySelector('details#formas-de-pago')!.textContent!.replace(/\s+/g, ' ');
    expect(payment).toContain('Visa o Mastercard');
    expect(payment).not.toContain('American Express');
    expect(payment).toContain('Bizum');
    expect(payment).toContain('con un recargo de 3,50 €');
    expect(payment).toContain('No está disponible para Canarias, Ceuta y Melilla');
    expect(payment).toContain('lo preparamos en cuanto llega la transferencia');
    expect(payment).toContain('Mi cuenta › Métodos de pago');
    const cancel = container.querySelector('details#cambiar-pedido')!.textContent!.replace(/\s+/g, ' ');
    expect(cancel).toContain('Mi cuenta › Pedidos, abre el pedido y pulsa Cancelar pedido');
    const follow = container.querySelector('details#seguir-pedido')!;
    expect(follow.textContent).toContain('Mi cuenta › Pedidos');
    expect(follow.querySelector('a')!.getAttribute('href')).toBe('/orders/lookup');
    expect(container.querySelector('details#cuenta-para-comprar a[href="/orders/lookup"]')).not.toBeNull();
    expect(container.textContent).not.toContain('facturas en un solo sitio');
  });

  it('with a hosted payment page, says the card is typed there at each purchase and promises no saved cards', () => {
    const { container } = render(
      <MemoryRouter>
        <FaqList groups={faqGroups({ ...DEFAULT_PUBLIC_STORE_SETTINGS, payment_flow: 'hosted' })} />
      </MemoryRouter>,
    );
    const payment = container.querySelector('details#formas-de-pago')!.textContent!.replace(/\s+/g, ' ');
    expect(payment).toContain('La tarjeta la escribes en la página segura de nuestra pasarela de pago, en cada compra');
    expect(payment).not.toContain('Métodos de pago');
    expect(container.querySelector('details#cuenta-para-comprar')!.textContent!.replace(/\s+/g, ' ')).toContain('guardas tus direcciones, y');
  });

  it('does not promise bank transfer while the store has no account for it', () => {
    const { container } = render(
      <MemoryRouter>
        <FaqList groups={faqGroups(DEFAULT_PUBLIC_STORE_SETTINGS)} />
      </MemoryRouter>,
    );
    expect(container.querySelector('details#formas-de-pago')!.textContent).not.toContain('Transferencia bancaria');
  });
});
