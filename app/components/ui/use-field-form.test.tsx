import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '~/lib/api/errors';
import { TextField } from '~/components/forms/text-field';
import { useFieldForm } from './use-field-form';

interface Values {
  name: string;
  email: string;
}

function NameForm({
  send,
  onSaved,
}: {
  send: (values: Values) => Promise<string>;
  onSaved?: (reply: string) => Values | void;
}) {
  const { formError, saved, isSaving, formRef, field, submit } = useFieldForm({
    initial: { name: 'Ana', email: 'ana@example.es' },
    validate: (values) => (values.name.trim() ? {} : { name: 'El nombre es obligatorio.' }),
    send,
    onSaved,
    describeError: (error) => (error instanceof ApiRequestError ? error.message : 'No se pudo guardar.'),
  });
  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      <TextField label="Email" required {...field('email')} />
      <TextField label="Nombre" required {...field('name')} />
      {formError ? <p role="alert">{formError}</p> : null}
      {saved ? <p role="status">{saved}</p> : null}
      <button type="submit" disabled={isSaving}>
        Guardar
      </button>
    </form>
  );
}

const unprocessable = (errors: Record<string, string[]>) =>
  new ApiRequestError(422, 'Datos no válidos', { message: 'Datos no válidos', errors });

describe('useFieldForm', () => {
  it('checks the fields first: the error lands under its field, focus goes there, nothing is sent', async () => {
    const send = vi.fn();
    render(<NameForm send={send} />);
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByText('El nombre es obligatorio.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Nombre')));
    expect(send).not.toHaveBeenCalled();
  });

  it('typing in a field clears its error', () => {
    render(<NameForm send={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'A' } });
    expect(screen.queryByText('El nombre es obligatorio.')).toBeNull();
    expect(screen.getByLabelText('Nombre').getAttribute('aria-invalid')).toBe('false');
  });

  it("puts a 422's messages under their fields and focuses the first invalid one", async () => {
    const send = vi.fn().mockRejectedValue(unprocessable({ email: ['Ya existe una cuenta con este email.'] }));
    render(<NameForm send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe una cuenta con este email.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(send).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.es' });
  });

  it('any other failure is one message under the form', async () => {
    render(<NameForm send={vi.fn().mockRejectedValue(new TypeError('Failed to fetch'))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudo guardar.');
  });

  it('after saving it clears the errors, keeps the reply and shows the values onSaved returns', async () => {
    const send = vi
      .fn<(values: Values) => Promise<string>>()
      .mockRejectedValueOnce(unprocessable({ email: ['Ya existe.'] }))
      .mockResolvedValueOnce('Guardado');
    render(<NameForm send={send} onSaved={() => ({ name: 'Ana López', email: 'ana@example.es' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('status')).textContent).toBe('Guardado');
    expect(screen.queryByText('Ya existe.')).toBeNull();
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Ana López');
  });
});
