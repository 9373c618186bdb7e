import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from '@common/zod';
import { ApiRequestError } from '~/lib/api/errors';
import { CheckboxField } from './checkbox-field';
import { FormError } from './form-error';
import { TextField } from './text-field';
import { useFieldForm, type FormSchema } from './use-field-form';

interface Values {
  name: string;
  email: string;
  is_default: boolean;
  variants: { sku: string }[];
}

const Body = z.object({
  name: z.string().trim().min(1, 'El nombre es obligatorio.'),
  email: z.string(),
  is_default: z.boolean(),
  variants: z.array(z.object({ sku: z.string().min(1, 'El SKU es obligatorio.') })),
});

const INITIAL: Values = { name: 'Ana', email: 'ana@example.es', is_default: false, variants: [{ sku: 'A-1' }] };

function NameForm({ send, onSaved, schema = Body }: { send: (values: Values) => Promise<string>; onSaved?: (reply: string) => Values | void; schema?: FormSchema }) {
  const { formError, saved, isSaving, formRef, field, checkbox, submit } = useFieldForm({
    initial: INITIAL,
    schema,
    send,
    onSaved,
    failureMessage: 'No se pudo guardar.',
  });
  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      <TextField label="Email" required {...field('email')} />
      <TextField label="Nombre" required {...field('name')} />
      <TextField label="SKU de la variante 1" required {...field('variants.0.sku')} />
      <CheckboxField label="Predeterminada" {...checkbox('is_default')} />
      <FormError message={formError} />
      {saved ? <p role="status">{saved}</p> : null}
      <button type="submit" disabled={isSaving}>
        Guardar
      </button>
    </form>
  );
}

const unprocessable = (errors: Record<string, string[]>) =>
  new ApiRequestError(422, 'Datos no válidos', { message: 'Datos no válidos', errors }, true);

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
/** The message under the form (its live region). */
const formMessage = () => document.querySelector('[aria-live="polite"]')!.textContent;

describe('useFieldForm', () => {
  it('an imported contract (issue 36) loads once, when the visitor reaches for the form, and checks before sending', async () => {
    const load = vi.fn(async () => Body);
    const send = vi.fn();
    render(<NameForm send={send} schema={load} />);
    expect(load).not.toHaveBeenCalled();
    const name = screen.getByLabelText('Nombre');
    fireEvent.focus(name);
    fireEvent.focusIn(name);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.change(name, { target: { value: '  ' } });
    save();
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(send).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: 'Ana' } });
    save();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an imported contract that cannot be downloaded says so under the form and sends nothing; the next submit tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(Body);
    const send = vi.fn(async () => 'Guardado');
    render(<NameForm send={send} schema={load} />);
    save();
    await waitFor(() => expect(formMessage()).toMatch(/^No hay conexión con el servidor/));
    expect(send).not.toHaveBeenCalled();
    save();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Guardado');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('checks the fields with the contract first: the error lands under its field, focus goes there, nothing is sent', async () => {
    const send = vi.fn();
    render(<NameForm send={send} />);
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: '  ' } });
    save();
    expect(screen.getByText('El nombre es obligatorio.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Nombre')));
    expect(send).not.toHaveBeenCalled();
  });

  it('binds nested rows by their path, with their own errors', async () => {
    const send = vi.fn().mockResolvedValue('Guardado');
    render(<NameForm send={send} />);
    fireEvent.change(screen.getByLabelText('SKU de la variante 1'), { target: { value: '' } });
    save();
    const sku = screen.getByLabelText('SKU de la variante 1');
    expect(sku.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('El SKU es obligatorio.')).toBeTruthy();
    fireEvent.change(sku, { target: { value: 'B-2' } });
    fireEvent.click(screen.getByLabelText('Predeterminada'));
    save();
    await screen.findByRole('status');
    expect(send).toHaveBeenCalledWith({ ...INITIAL, is_default: true, variants: [{ sku: 'B-2' }] });
  });

  it('typing in a field clears its error', () => {
    render(<NameForm send={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: '' } });
    save();
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'A' } });
    expect(screen.queryByText('El nombre es obligatorio.')).toBeNull();
    expect(screen.getByLabelText('Nombre').getAttribute('aria-invalid')).toBe('false');
  });

  it("puts a 422's messages under their fields, nested ones too, and focuses the first invalid one", async () => {
    const send = vi.fn().mockRejectedValue(unprocessable({ email: ['Ya existe una cuenta con este email.'], 'variants[0].sku': ['SKU repetido.'] }));
    render(<NameForm send={send} />);
    save();
    expect(await screen.findByText('Ya existe una cuenta con este email.')).toBeTruthy();
    expect(screen.getByText('SKU repetido.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(formMessage()).toBe('');
  });

  it('a message for a field the form does not show is said under the form', async () => {
    render(<NameForm send={vi.fn().mockRejectedValue(unprocessable({ address: ['Como mucho 20 direcciones.'] }))} />);
    save();
    await waitFor(() => expect(formMessage()).toBe('Como mucho 20 direcciones.'));
  });

  it('any other failure is one message under the form', async () => {
    render(<NameForm send={vi.fn().mockRejectedValue(new ApiRequestError(500, 'HTTP 500', null))} />);
    save();
    await waitFor(() => expect(formMessage()).toBe('No se pudo guardar.'));
  });

  it('after saving it clears the errors, keeps the reply and shows the values onSaved returns', async () => {
    const send = vi
      .fn<(values: Values) => Promise<string>>()
      .mockRejectedValueOnce(unprocessable({ email: ['Ya existe.'] }))
      .mockResolvedValueOnce('Guardado');
    render(<NameForm send={send} onSaved={() => ({ ...INITIAL, name: 'Ana López' })} />);
    save();
    expect(await screen.findByText('Ya existe.')).toBeTruthy();
    save();
    expect((await screen.findByRole('status')).textContent).toBe('Guardado');
    expect(screen.queryByText('Ya existe.')).toBeNull();
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Ana López');
  });

  it('sends once however fast the button is pressed', async () => {
    const send = vi.fn(() => new Promise<string>(() => {}));
    render(<NameForm send={send} />);
    const form = screen.getByRole('button', { name: 'Guardar' }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement).disabled).toBe(true));
    expect(send).toHaveBeenCalledTimes(1);
  });
});
