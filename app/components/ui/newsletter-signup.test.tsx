import { fireEvent, render, screen } from '@testing-library/react';
import { useId } from 'react';
import { describe, expect, it } from 'vitest';
import { NewsletterEmailRow, useNewsletterSignup } from './newsletter-signup';

function Signup({ validate }: { validate?: (email: string) => string | null }) {
  const { email, error, isSubscribed, submit, change } = useNewsletterSignup(validate);
  const errorId = useId();
  return (
    <form onSubmit={submit} noValidate={Boolean(validate)}>
      <NewsletterEmailRow tone="primary" email={email} onChange={change} error={error} errorId={errorId} />
      {error ? <p id={errorId}>{error}</p> : null}
      {isSubscribed ? <p>¡Gracias!</p> : null}
    </form>
  );
}

const requireEmail = (email: string) => (email.includes('@') ? null : 'Revisa el correo.');

describe('NewsletterEmailRow', () => {
  it('is a required email input labelled "Correo electrónico" with a "Suscribirse" button', () => {
    render(<Signup />);
    const input = screen.getByLabelText<HTMLInputElement>('Correo electrónico');
    expect(input.type).toBe('email');
    expect(input.required).toBe(true);
    // A form sent before hydration or without JavaScript must not put the address in the URL (nor the server's logs).
    expect(input.getAttribute('name')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('button', { name: 'Suscribirse' }).getAttribute('type')).toBe('submit');
  });

  it('takes the colours of the band it sits on', () => {
    const onChange = () => {};
    const { rerender } = render(<NewsletterEmailRow tone="secondary" email="" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Suscribirse' }).className).toContain('bg-on-secondary');
    rerender(<NewsletterEmailRow tone="primary" email="" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Suscribirse' }).className).toContain('bg-on-primary');
  });
});

describe('useNewsletterSignup', () => {
  it('with its own check, says what is wrong and ties the message to the input', () => {
    render(<Signup validate={requireEmail} />);
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suscribirse' }));
    const input = screen.getByLabelText('Correo electrónico');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Revisa el correo.');
    expect(screen.queryByText('¡Gracias!')).toBeNull();
  });

  it('a valid email clears the field and thanks the visitor; typing again hides the thanks', () => {
    render(<Signup validate={requireEmail} />);
    const input = screen.getByLabelText<HTMLInputElement>('Correo electrónico');
    fireEvent.change(input, { target: { value: 'ana@correo.es' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suscribirse' }));
    expect(input.value).toBe('');
    expect(screen.getByText('¡Gracias!')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'l' } });
    expect(screen.queryByText('¡Gracias!')).toBeNull();
  });

  it("without its own check, the browser's required/email check decides", () => {
    render(<Signup />);
    fireEvent.click(screen.getByRole('button', { name: 'Suscribirse' }));
    expect(screen.queryByText('¡Gracias!')).toBeNull();
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana@correo.es' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suscribirse' }));
    expect(screen.getByText('¡Gracias!')).toBeTruthy();
  });
});
